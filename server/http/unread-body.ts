import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a client that is still sending a body we will not read gets to read our answer
 * before its connection is closed. Reading on would let one request stream gigabytes into
 * the server; closing at once makes the client's next write reset the connection, and a
 * reset can discard the answer before the client has read it.
 */
export const UNREAD_BODY_GRACE_MS = 1000;

/**
 * A response sent before its request body was read to the end (a refused upload, a 401 on a
 * multipart body) ends the connection instead of draining the rest of the body: it says
 * `Connection: close` (so no client reuses the connection), the body is no longer read, our
 * side of the connection is shut after the answer, and the socket is destroyed
 * UNREAD_BODY_GRACE_MS later.
 */
export function registerUnreadBodyClose(app: FastifyInstance, graceMs = UNREAD_BODY_GRACE_MS): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const raw = req.raw;
    if (raw.complete || raw.readableEnded) return payload;
    reply.header('connection', 'close');
    // Node ends a `Connection: close` response with socket.destroySoon().
    const socket = raw.socket as Socket & { _paused?: boolean };
    socket.destroySoon = () => {
      // Node's HTTP server keeps a socket marked _paused paused, even when it resumes the request to drain it.
      socket._paused = true;
      socket.pause();
      socket.end();
      const timer = setTimeout(() => socket.destroy(), graceMs);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    };
    return payload;
  });
}
