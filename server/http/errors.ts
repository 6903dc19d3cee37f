import type { FastifyError, FastifyInstance } from 'fastify';
import { describeIssue } from '../../src/contract/errors.ts';

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

/** Every failure leaves as `{message}`; unexpected errors' details go to the log, never to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    const status = err.statusCode ?? 500;
    // Our own 5xx answers (503 busy, 507 full) say what happened; anything else is hidden.
    if (status >= 500 && !(err instanceof HttpError)) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: err.message });
  });
}
