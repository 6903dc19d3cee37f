import type { FastifyInstance } from 'fastify';

/**
 * Headers on every response, JSON included: nothing is MIME-sniffed; other sites learn at most
 * our origin from a Referer (never a path or a signed file link); the portal asks for no camera,
 * microphone, location or payment; over https, HSTS. The portal's CSP is set where its pages are served.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // An API answer is about the person asking: no browser or proxy keeps it (a shared school
    // computer included). Routes that chose their own caching (a file's immutable preview) keep it.
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Over https, browsers are told to use https only for a year (TRUST_PROXY decides whether a
    // proxy's X-Forwarded-Proto is believed); never over plain http, where a browser ignores it.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  });
}
