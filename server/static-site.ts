import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { trimEnd } from '../src/contract/text.ts';

/** The strict policy the demo portal is served with: the widgets must work under it. */
export const PORTAL_CSP =
  "default-src 'self'; style-src 'self'; script-src 'self'; worker-src 'self' blob:; " +
  "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/** The demo portal's routes; anything else gets the not-found page. */
export const PORTAL_ROUTES = ['/', '/login', '/signup', '/learners', '/teachers', '/parents', '/view'];

/**
 * Serves the built bundle and demo portal from `distDir`, with history fallback:
 * every non-API, non-file path answers index.html (the demo's router shows the
 * not-found screen itself, with status 404 for unknown paths).
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No built portal in ${distDir}: run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build's .br/.gz siblings (scripts/precompress-plugin.ts) to clients that accept them.
    preCompressed: true,
    setHeaders(res, path) {
      res.header('X-Content-Type-Options', 'nosniff');
      // `path` is the file actually sent, so the compressed copies of a page too.
      if (/\.html(\.br|\.gz)?$/.test(path)) res.header('Content-Security-Policy', PORTAL_CSP);
      if (/\/assets\//.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || req.method !== 'GET' || /\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).send({ message: `Not found: ${req.method} ${path}` });
    }
    const known = PORTAL_ROUTES.includes(trimEnd(path, '/') || '/');
    return reply
      .code(known ? 200 : 404)
      .header('Content-Security-Policy', PORTAL_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
