import type { AnswerMap, Attempt, SaveAnswersResponse } from '../../src/contract/attempts.ts';
import { ApiError } from '../../src/lib/api/api-error.ts';
import { createAnswerQueue } from '../../src/features/learner/tests/answer-queue.ts';
import { isConflict } from '../../src/features/learner/tests/error-text.ts';
import { sleep } from './api-client.ts';

/** A question of the exam with its key (every one graded automatically). */
export interface ExamQuestion {
  id: number;
  type: 'multiple-choice' | 'true-false';
  question: string;
  options: string[];
  correctAnswer: string;
  points: number;
}

/** `count` questions alternating multiple choice (2 points) and true/false (1 point). */
export function examQuestions(count: number): ExamQuestion[] {
  return Array.from({ length: count }, (_, i): ExamQuestion => {
    const n = i + 1;
    return i % 2 === 0
      ? {
          id: n,
          type: 'multiple-choice',
          question: `${n} + ${n} = ?`,
          options: [`${2 * n}`, `${2 * n + 1}`, `${n}`, `${n * n + 3}`],
          correctAnswer: `${2 * n}`,
          points: 2,
        }
      : { id: n, type: 'true-false', question: `${n} is odd.`, options: [], correctAnswer: String(n % 2 === 1), points: 1 };
  });
}

/** The score the key gives `answers`. */
export const scoreOf = (questions: readonly ExamQuestion[], answers: AnswerMap): number =>
  questions.reduce((sum, q) => sum + (answers[String(q.id)] === q.correctAnswer ? q.points : 0), 0);

/** What one learner's client counted. */
export interface LearnerRun {
  attemptId: number;
  /** The answers on the learner's screen when they submitted. */
  final: AnswerMap;
  /** PUT .../answers requests sent, and how many of them failed (network or 5xx). */
  saves: number;
  failedSaves: number;
  /** Saves answered 409 because the submit (which carried their answers) arrived first. */
  savesAfterSubmit: number;
  /** Start and submit requests sent again after a failure. */
  retriedCalls: number;
  /** The failed requests: status and message ("0" for a connection the client saw fail; "closed before submit" for a save refused with 409). */
  failures: string[];
}

export interface LearnerClient {
  base: string;
  cookie: string;
  /** Sent as a browser would on writes (the page's origin). */
  origin: string;
}

async function call(c: LearnerClient, method: string, path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${c.base}${path}`, {
      method,
      headers: {
        cookie: c.cookie,
        origin: c.origin,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError(0, (err as Error).message);
  }
  const text = await res.text();
  let json: { message?: string } | undefined;
  try {
    json = JSON.parse(text) as { message?: string };
  } catch {
    // not JSON: the status tells
  }
  if (!res.ok) throw new ApiError(res.status, json?.message ?? text.slice(0, 200), json?.message);
  return json;
}

/** A failure as the test reports it: the status, and the server's message when it gave one. */
const failureOf = (e: ApiError): string => (e.serverMessage ? `${e.status} ${e.serverMessage}` : String(e.status));

/** Calls again after a failure that is not the server's refusal (network, 502, 503): as a learner pressing the button again. */
async function persist<T>(run: LearnerRun, send: () => Promise<T>, onRefusal?: (e: ApiError) => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await send();
    } catch (err) {
      const e = err as ApiError;
      if (e.status > 0 && e.status < 500) {
        if (onRefusal) return onRefusal(e);
        throw err;
      }
      run.failures.push(failureOf(e));
      if (tries >= 20) throw err;
      run.retriedCalls++;
      await sleep(1000);
    }
  }
}

/**
 * A learner taking a test as the widget does: starts (or resumes) the attempt, answers each
 * question through the widget's own answer queue (one save at a time, retried with its growing
 * waits), changes some answers, then submits with what the server has not confirmed; a 409 on a
 * repeated submit means the first one was stored. `pace` waits between two clicks; `onAnswer`
 * is told after each.
 */
export async function takeExam(
  c: LearnerClient,
  testId: number,
  questions: readonly ExamQuestion[],
  o: { random: () => number; paceMs: [number, number]; onAnswer: () => void },
): Promise<LearnerRun> {
  const run: LearnerRun = {
    attemptId: 0,
    final: {},
    saves: 0,
    failedSaves: 0,
    savesAfterSubmit: 0,
    retriedCalls: 0,
    failures: [],
  };
  const attempt = await persist(
    run,
    async () => ((await call(c, 'POST', `/api/tests/${testId}/attempts`, {})) as { data: Attempt }).data,
  );
  run.attemptId = attempt.id;
  let submitting = false;
  const queue = createAnswerQueue({
    initial: attempt.answers,
    save: async (changes) => {
      run.saves++;
      try {
        return (await call(c, 'PUT', `/api/attempts/${attempt.id}/answers`, { answers: changes })) as SaveAnswersResponse;
      } catch (err) {
        // A save still on its way when the learner submits may arrive after the submit (409): the
        // submit carried its answers.
        if (submitting && isConflict(err)) run.savesAfterSubmit++;
        else {
          run.failedSaves++;
          run.failures.push(failureOf(err as ApiError));
        }
        throw err;
      }
    },
    onStatus: () => undefined,
    onSaved: () => undefined,
    // The attempt stopped running before the learner submitted: the test reports it.
    onClosed: () => run.failures.push('closed before submit'),
  });
  const pick = (q: ExamQuestion) => {
    const choices = q.type === 'true-false' ? ['true', 'false'] : q.options;
    return choices[Math.floor(o.random() * choices.length)]!;
  };
  const click = async (q: ExamQuestion) => {
    const value = pick(q);
    run.final[String(q.id)] = value;
    queue.set(String(q.id), value, true);
    o.onAnswer();
    await sleep(o.paceMs[0] + o.random() * (o.paceMs[1] - o.paceMs[0]));
  };
  for (const q of questions) {
    await click(q);
    // Now and then the learner goes back and changes an earlier answer.
    if (o.random() < 0.25) await click(questions[Math.floor(o.random() * questions.length)]!);
  }
  submitting = true;
  const submitted = await persist(
    run,
    async () => {
      const last = queue.stop();
      try {
        return (await call(
          c,
          'POST',
          `/api/attempts/${attempt.id}/submit`,
          Object.keys(last).length ? { answers: last } : {},
        )) as {
          data: Attempt;
        };
      } catch (err) {
        // As the widget: saving goes on until the learner submits again.
        if (!isConflict(err)) queue.resume();
        throw err;
      }
    },
    async (e) => {
      if (!isConflict(e)) throw e;
      return (await call(c, 'GET', `/api/attempts/${attempt.id}`)) as { data: Attempt };
    },
  );
  if (submitted.data.status === 'in-progress') throw new Error(`attempt ${attempt.id} is still in progress after the submit`);
  return run;
}
