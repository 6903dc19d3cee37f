import type { AttemptReview, QuestionResult } from '../../src/contract/attempts.ts';
import type { ReviewShows } from '../../src/contract/constants.ts';
import type { ReviewOptions } from '../../src/contract/tests.ts';

/** Where the learner stands with the test when they look at one of their attempts. */
export interface ReviewMoment {
  /** The test is completed: nobody starts or continues an attempt. */
  closed: boolean;
  /** Every allowed attempt is used and none is running: no later attempt can use what is shown. */
  noAttemptLeft: boolean;
}

/** The level shown until the chosen one is reached: one step less. */
const BELOW: Record<ReviewShows, ReviewShows> = { score: 'score', outcomes: 'score', answers: 'outcomes' };

/**
 * What a learner or parent sees of a submitted attempt now, and what more comes later. The
 * chosen level is shown once its moment came; before that, the level below it. The score alone
 * never waits. Closing the test also ends every attempt, so it reaches 'no-attempts-left'.
 */
export function reviewFor(options: ReviewOptions, moment: ReviewMoment): AttemptReview {
  const reached =
    options.when === 'after-attempt' ||
    (options.when === 'no-attempts-left' && (moment.noAttemptLeft || moment.closed)) ||
    (options.when === 'test-closed' && moment.closed);
  const shows = reached ? options.shows : BELOW[options.shows];
  return { shows, later: shows === options.shows ? null : { shows: options.shows, when: options.when } };
}

/** The per-question results as `shows` allows: none for the score alone, no keys or comments for outcomes. */
export function reviewedResults(results: readonly QuestionResult[], shows: ReviewShows): QuestionResult[] | null {
  if (shows === 'score') return null;
  if (shows === 'answers') return [...results];
  return results.map(({ questionId, answer, points, maxPoints, outcome }) => ({
    questionId,
    answer,
    points,
    maxPoints,
    outcome,
  }));
}
