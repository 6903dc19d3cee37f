import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/queryable.ts';

/** How long /readyz waits for the database before it calls it away. */
export const READY_DB_TIMEOUT_MS = 1000;
/** Seconds a load balancer or browser is told to wait while the database is away. */
export const DB_RETRY_AFTER_S = 5;

/**
 * `/healthz` is the liveness check (this process answers); `/readyz` the readiness check: 200
 * while the database answers within READY_DB_TIMEOUT_MS, 503 with Retry-After while it does not,
 * so a load balancer sends traffic only to instances that can serve it.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    const up = await databaseAnswers(db, READY_DB_TIMEOUT_MS);
    if (up) return { ok: true, database: 'up' };
    reply.header('Retry-After', String(DB_RETRY_AFTER_S));
    return reply.code(503).send({ ok: false, database: 'down', message: 'The database is not answering.' });
  });
}

async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
