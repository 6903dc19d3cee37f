import { AnswerMap } from '../../../contract/attempts.ts';
import { safeStorage } from '../../../stores/safe-storage.ts';

/**
 * The answers of an attempt the server has not confirmed yet, kept in the browser until it
 * does: a learner who reloads or closes the page while the server is away loses none, and they
 * are sent when the attempt opens again. Per API server and attempt.
 */
export const unsentKey = (apiBase: string, attemptId: number): string => `edu-unsent-answers:${apiBase}:${attemptId}`;

/** The kept answers; none when nothing (or nothing valid) is kept. */
export function loadUnsent(key: string): AnswerMap {
  const raw = safeStorage.get(key);
  if (raw === null) return {};
  try {
    const parsed = AnswerMap.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Keeps `unsent`, or forgets the attempt's answers once the server has every one. */
export function saveUnsent(key: string, unsent: AnswerMap): void {
  if (Object.keys(unsent).length === 0) safeStorage.remove(key);
  else safeStorage.set(key, JSON.stringify(unsent));
}
