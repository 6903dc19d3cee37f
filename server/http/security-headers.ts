import type { FastifyInstance } from 'fastify';

/**
 * Headers on every response, JSON included: nothing is MIME-sniffed; other sites learn at most
 * our origin from a Referer (never a path or a signed file link); the portal asks for no camera,
 * microphone, location or payment. The portal's CSP is set where its pages are served.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  });
}
