import type { FastifyRequest } from 'fastify';

/** Names of this machine: a server reached through them is the demo or a test on loopback. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** A host name of this machine (`req.hostname`, without the port), which browsers count as a secure context. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.includes(hostname) || hostname === '::1';

/**
 * PUBLIC_ORIGIN: the origins people open the portal at (comma-separated, e.g.
 * `https://portal.school.example`), as `scheme://host[:port]`. Undefined when one is not an
 * origin (a path, a user, no scheme); [] when unset.
 */
export function parsePublicOrigins(value: string | undefined): string[] | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!bare || /[?#]/.test(entry)) return undefined;
    origins.push(url.origin);
  }
  return origins;
}

/**
 * The server's own origins for this request: the configured ones, or, when none is configured,
 * this machine's names on the port the request reached (the socket's, never the Host header,
 * which the client writes).
 */
export function ownOrigins(req: FastifyRequest, configured: readonly string[]): readonly string[] {
  if (configured.length > 0) return configured;
  const port = req.socket.localPort === 80 ? '' : `:${req.socket.localPort}`;
  return LOOPBACK_HOSTS.map((host) => `http://${host}${port}`);
}
