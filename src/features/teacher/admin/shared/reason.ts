import { ApiError } from '../../../../lib/api/index.ts';

/** The server's reason for a failure, or a plea to try again when there is none. */
export const reasonOf = (err: unknown, tryAgain: string): string =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : err instanceof Error ? err.message : tryAgain;
