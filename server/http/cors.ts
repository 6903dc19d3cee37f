import type { FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';

/**
 * CORS for hosts that embed the widgets on another origin. `origins` is a list of exact
 * origins, or ['*'] for any; same-origin requests need no CORS and always work. The range
 * headers are exposed so pdf.js can range-load a PDF across origins.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const any = origins.includes('*');
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, any ? true : origin !== undefined && origins.includes(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // Cross-origin pages authenticate with an embed token (Authorization), never our cookie.
    allowedHeaders: ['Content-Type', 'Range', 'If-Range', 'X-Requested-With', 'Authorization'],
    exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Content-Disposition'],
    credentials: false,
    maxAge: 600,
  });
}
