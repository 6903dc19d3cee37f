import Fastify, { type FastifyInstance } from 'fastify';
import { registerStaticSite } from './static-site.ts';

export interface AppOptions {
  /** Folder with the built portal and bundle (vite build output). */
  distDir: string;
  logger?: boolean;
}

/** Builds the reference server: the demo portal and (issue 3) the API. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false });
  app.get('/healthz', async () => ({ ok: true }));
  await registerStaticSite(app, opts.distDir);
  return app;
}
