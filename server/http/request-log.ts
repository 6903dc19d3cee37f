import type { FastifyInstance } from 'fastify';

/** One log line per request: method, url, status, duration. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const ms = reply.elapsedTime.toFixed(1);
    req.log.info(`${req.method} ${req.url} ${reply.statusCode} ${ms}ms`);
  });
}
