import type { AnswerMap, SaveAnswersResponse } from '../../../contract/attempts.ts';
import { changedAnswers } from './answers.ts';
import { isConflict } from './error-text.ts';
import { isUnavailable, retryWaitMs } from '../../../lib/api/retry-rule.ts';

/**
 * saved: the server has every answer; saving: changes on their way; waiting: the server is
 * unavailable (503 or no connection), the answers are kept and sent when it answers again;
 * error: the last save failed otherwise and is retried.
 */
export type SaveStatus = 'saved' | 'saving' | 'waiting' | 'error';

export interface AnswerQueueOptions {
  /** The answers the server already has. */
  initial: AnswerMap;
  /** Sends changed answers (PUT .../answers). */
  save: (changes: AnswerMap) => Promise<SaveAnswersResponse>;
  onStatus: (status: SaveStatus) => void;
  onSaved: (response: SaveAnswersResponse) => void;
  /** The server refused with 409: the attempt is no longer running (submitted, or time ran out). */
  onClosed: (error: unknown) => void;
  /** The answers the server has not confirmed, after each change and each save (none once it has all, or the attempt closed). */
  onUnsent?: (unsent: AnswerMap) => void;
  /** Typing is sent once it pauses this long. */
  typingDelayMs?: number;
  /** Waits before each retry of a failed save (the last repeats), unless the server said when (Retry-After). */
  retryDelaysMs?: readonly number[];
}

export interface AnswerQueue {
  /** Records an answer: a choice is sent at once, typing once it pauses; both with the next retry while the server is unavailable. */
  set: (questionId: string, value: string, immediate: boolean) => void;
  /** Sends what changed now (Retry, page hidden, leaving the attempt). */
  flush: () => void;
  /** Stops saving and returns the answers the server has not confirmed yet (for the submit). */
  stop: () => AnswerMap;
  /**
   * The view is gone: what changed is still sent, after a save on its way returns, and retried
   * as usual; nothing is reported any more.
   */
  close: () => void;
  /** Saves again after a submit that failed. */
  resume: () => void;
}

export const TYPING_DELAY_MS = 800;
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 15_000, 30_000] as const;

/**
 * Saves a learner's answers as they change, one request at a time, sending only the answers
 * that differ from what the server confirmed; a failed save is retried with growing waits, or
 * after the server's Retry-After (within 1-30 s) when it is busy. Whatever changed meanwhile
 * goes with the retry, so every answer arrives, the latest of each question last.
 */
export function createAnswerQueue(o: AnswerQueueOptions): AnswerQueue {
  const typingDelay = o.typingDelayMs ?? TYPING_DELAY_MS;
  const retryDelays = o.retryDelaysMs ?? RETRY_DELAYS_MS;
  let current: AnswerMap = { ...o.initial };
  let confirmed: AnswerMap = { ...o.initial };
  let inFlight = false;
  let stopped = false;
  let closed = false;
  let failures = 0;
  let status: SaveStatus = 'saved';
  let typing: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const reportUnsent = (): void => o.onUnsent?.(stopped ? {} : changedAnswers(current, confirmed));
  const setStatus = (next: SaveStatus): void => {
    if (closed || next === status) return;
    status = next;
    o.onStatus(next);
  };
  const clearTimers = (): void => {
    clearTimeout(typing);
    clearTimeout(retry);
    typing = retry = undefined;
  };

  function flush(): void {
    clearTimers();
    // A save on its way sends what changed meanwhile when it returns.
    if (stopped || inFlight) return;
    const changes = changedAnswers(current, confirmed);
    if (Object.keys(changes).length === 0) {
      setStatus('saved');
      return;
    }
    inFlight = true;
    // While retrying, the failure stays on screen until a save succeeds.
    if (status === 'saved') setStatus('saving');
    o.save(changes).then(
      (response) => {
        inFlight = false;
        failures = 0;
        confirmed = { ...confirmed, ...changes };
        reportUnsent();
        if (stopped) return;
        if (!closed) o.onSaved(response);
        if (typing === undefined) flush();
        else setStatus('saving');
      },
      (error: unknown) => {
        inFlight = false;
        if (stopped) return;
        if (isConflict(error)) {
          stopped = true;
          clearTimers();
          reportUnsent();
          if (!closed) o.onClosed(error);
          return;
        }
        failures += 1;
        // Once the view is gone, a save that keeps failing is given up after the last wait.
        if (closed && failures > retryDelays.length) return;
        const unavailable = isUnavailable(error);
        setStatus(unavailable ? 'waiting' : 'error');
        clearTimeout(retry);
        const serverSays = unavailable ? error.retryAfterSeconds : undefined;
        const wait =
          serverSays === undefined ? retryDelays[Math.min(failures, retryDelays.length) - 1] : retryWaitMs(failures, serverSays);
        retry = setTimeout(flush, wait);
      },
    );
  }

  return {
    set(questionId, value, immediate) {
      current = { ...current, [questionId]: value };
      if (stopped) return;
      reportUnsent();
      // While the server is unavailable, answers wait for the next retry, which sends them all.
      if (status === 'waiting' && retry !== undefined) return;
      if (status === 'saved') setStatus('saving');
      clearTimeout(typing);
      typing = undefined;
      if (immediate) flush();
      else
        typing = setTimeout(() => {
          typing = undefined;
          flush();
        }, typingDelay);
    },
    flush,
    stop() {
      stopped = true;
      clearTimers();
      return changedAnswers(current, confirmed);
    },
    resume() {
      stopped = false;
      flush();
    },
    close() {
      closed = true;
      flush();
    },
  };
}
