import { ApiError } from '../../../lib/api/index.ts';

/** A failed call in words: the server's message, or that the server could not be reached. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'The server could not be reached. Check your connection.';
    return error.serverMessage ?? error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

/** The server refused because the attempt is no longer running (submitted, or time ran out). */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
