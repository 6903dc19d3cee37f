import { useCallback, useEffect, useState } from 'react';
import { normalizeBase } from '../../../lib/api/api-base.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { loadUnsent, saveUnsent, unsentKey } from './unsent-answers.ts';
import type { AnswerMap, Attempt } from '../../../contract/attempts.ts';
import type { AttemptsApi } from '../../../lib/api/attempts-api.ts';
import { createAnswerQueue, type AnswerQueue, type SaveStatus } from './answer-queue.ts';
import { changedAnswers } from './answers.ts';
import { useLatest } from '../../../lib/use-latest.ts';

export interface Answers {
  answers: AnswerMap;
  status: SaveStatus;
  /** Records an answer: a choice is saved at once, typing once it pauses. */
  setAnswer: (questionId: string, value: string, immediate: boolean) => void;
  queue: AnswerQueue;
  /** The attempt was handed in: the answers kept in the browser for it are forgotten. */
  forget: () => void;
}

interface Handlers {
  /** Each save answers the server's remaining seconds. */
  onClock: (seconds: number) => void;
  /** A save was refused because the attempt is no longer running. */
  onClosed: () => void;
}

/**
 * The attempt's answers on screen, saved to the server as they change. Unsaved typing is sent
 * at once when the page is hidden or the attempt view closes, and what waits for the server
 * when the browser is back online. What the server has not confirmed is also kept in the
 * browser: after a reload the attempt shows those answers and sends them.
 */
export function useAnswers(api: AttemptsApi, attempt: Attempt, handlers: Handlers): Answers {
  const { apiBase } = useElement();
  const [key] = useState(() => unsentKey(normalizeBase(apiBase), attempt.id));
  const [kept] = useState(() => loadUnsent(key));
  const [answers, setAnswers] = useState<AnswerMap>(() => ({ ...attempt.answers, ...kept }));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const latest = useLatest(handlers);
  const [queue] = useState(() =>
    createAnswerQueue({
      initial: attempt.answers,
      save: (changes) => api.saveAnswers(attempt.id, changes),
      onStatus: setStatus,
      onSaved: (response) => latest.current.onClock(response.remainingSeconds),
      onClosed: () => latest.current.onClosed(),
      onUnsent: (unsent) => saveUnsent(key, unsent),
    }),
  );

  // The answers kept from before that the server lacks go to it as soon as the attempt shows.
  const [resend] = useState(() => changedAnswers(kept, attempt.answers));
  useEffect(() => {
    for (const [questionId, value] of Object.entries(resend)) queue.set(questionId, value, true);
  }, [resend, queue]);

  useEffect(() => {
    const onHide = (): void => {
      if (document.visibilityState === 'hidden') queue.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', queue.flush);
    // Back online: what waits is sent now rather than at the next retry.
    window.addEventListener('online', queue.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', queue.flush);
      window.removeEventListener('online', queue.flush);
      queue.close();
    };
  }, [queue]);

  const setAnswer = useCallback(
    (questionId: string, value: string, immediate: boolean) => {
      setAnswers((prev) => ({ ...prev, [questionId]: value }));
      queue.set(questionId, value, immediate);
    },
    [queue],
  );

  const forget = useCallback(() => saveUnsent(key, {}), [key]);
  return { answers, status, setAnswer, queue, forget };
}
