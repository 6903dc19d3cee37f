import type { FastifyError, FastifyInstance } from 'fastify';
import { describeIssue } from '../../src/contract/errors.ts';
import { databaseFault } from '../db/database-faults.ts';
import { DB_RETRY_AFTER_S } from './health.ts';

/** The answer while the database does not answer: 503, and the browser may try again. */
export const DATABASE_AWAY_MESSAGE = `The server is busy: its database is not answering. Try again in ${DB_RETRY_AFTER_S} seconds.`;
/** The answer when a write found the disk full: 507, and the write was rolled back. */
export const DISK_FULL_MESSAGE = "The server's storage is full: nothing was saved. Please tell the school's administrator.";

/** An error that becomes `{message}` with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

interface SafeParser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** Validates with a contract schema; a failure is HTTP 400 with the first issue as message. */
export function parseOr400<T>(schema: SafeParser<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpError(400, `Invalid ${what}: ${describeIssue(result.error)}`);
  return result.data;
}

/**
 * Every failure leaves as `{message}`; unexpected errors' details go to the log, never to the
 * client. A database that does not answer is 503 with Retry-After, a full disk 507: never 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    // A client's own error (an aborted body: ECONNRESET) is not the database's.
    const clientError = err instanceof HttpError || (err.statusCode !== undefined && err.statusCode < 500);
    const fault = clientError ? undefined : databaseFault(err);
    if (fault === 'away') {
      req.log.warn(`database not answering: ${err.message}`);
      reply.header('Retry-After', String(DB_RETRY_AFTER_S));
      return reply.code(503).send({ message: DATABASE_AWAY_MESSAGE });
    }
    if (fault === 'full') {
      req.log.error({ err }, 'disk full');
      return reply.code(507).send({ message: DISK_FULL_MESSAGE });
    }
    const status = err.statusCode ?? 500;
    // Our own 5xx answers (503 busy, 507 full) say what happened; anything else is hidden.
    if (status >= 500 && !(err instanceof HttpError)) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: err.message });
  });
}
