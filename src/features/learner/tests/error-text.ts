import { ApiError } from '../../../lib/api/index.ts';
import { errorText as clientErrorText, contractText } from '../../../lib/api/error-text.ts';
import { libMessages, type LibMessages } from '../../../lib/messages.ts';
import { learnerTestsMessages, type LearnerTestsMessages } from './messages.ts';

type ErrorTexts = Pick<LearnerTestsMessages, 'unreachable' | 'somethingWrong'>;

/**
 * A failed call in words: that the server could not be reached, the server's message as it came
 * (the contract's account sentences translated), or the client's own wording of the failure; in
 * the language of `m` and `lib` (the element's messages; English when none are given).
 */
export function errorText(error: unknown, m: ErrorTexts = learnerTestsMessages.en, lib: LibMessages = libMessages.en): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return m.unreachable;
    return error.serverMessage !== undefined ? contractText(error.serverMessage, lib) : clientErrorText(error, lib);
  }
  return error instanceof Error && error.message ? error.message : m.somethingWrong;
}

/** The server refused because the attempt is no longer running (submitted, or time ran out). */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
