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
 * multipart body) ends the connection instead of draining the rest of the body: the body is
 * no longer read, and the socket is closed UNREAD_BODY_GRACE_MS after the answer went out.
 */
export function registerUnreadBodyClose(app: FastifyInstance, graceMs = UNREAD_BODY_GRACE_MS): void {
  app.addHook('onResponse', async (req) => {
    const raw = req.raw;
    if (raw.complete || raw.readableEnded) return;
    // Node resumes an unread body after the answer so the connection can be reused: stop that.
    const socket = raw.socket;
    socket.pause();
    const timer = setTimeout(() => socket.destroy(), graceMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
