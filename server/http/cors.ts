import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';

/**
 * CORS for hosts that embed the widgets on another origin. `origins` is a list of exact
 * origins, or ['*'] for any; same-origin requests need no CORS and always work. A listed origin
 * may send credentials (our session cookie, for a sign-in on the school's page); `*` lets any
 * origin read answers but never with credentials, so such pages authenticate with an embed
 * token (Authorization). The range headers are exposed so pdf.js can range-load a PDF across origins.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const any = origins.includes('*');
  const common: FastifyCorsOptions = {
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Range', 'If-Range', 'X-Requested-With', 'Authorization'],
    exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Content-Disposition'],
    maxAge: 600,
  };
  await app.register(fastifyCors, {
    delegator: (req: FastifyRequest, cb: (error: Error | null, options: FastifyCorsOptions) => void) => {
      const origin = req.headers.origin;
      const listed = origin !== undefined && listedOrigin(origins, origin);
      cb(null, { ...common, origin: any || listed, credentials: listed });
    },
  });
}

/** An origin named in CORS_ORIGINS itself (`*` names none): it may send our cookie. */
export const listedOrigin = (origins: readonly string[], origin: string): boolean => origin !== '*' && origins.includes(origin);
