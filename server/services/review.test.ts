import { describe, expect, it } from 'vitest';
import type { QuestionResult } from '../../src/contract/attempts.ts';
import { REVIEW_SHOWS, REVIEW_WHEN, type ReviewShows, type ReviewWhen } from '../../src/contract/constants.ts';
import { DEFAULT_REVIEW } from '../../src/contract/tests.ts';
import { reviewedResults, reviewFor, type ReviewMoment } from './review.ts';

const OPEN_WITH_ATTEMPTS: ReviewMoment = { closed: false, noAttemptLeft: false };
const OPEN_NONE_LEFT: ReviewMoment = { closed: false, noAttemptLeft: true };
const CLOSED: ReviewMoment = { closed: true, noAttemptLeft: false };

/** Every option x moment: the level shown now. */
const TABLE: [ReviewShows, ReviewWhen, ReviewMoment, ReviewShows][] = [
  ['score', 'after-attempt', OPEN_WITH_ATTEMPTS, 'score'],
  ['score', 'no-attempts-left', OPEN_WITH_ATTEMPTS, 'score'],
  ['score', 'test-closed', CLOSED, 'score'],
  ['outcomes', 'after-attempt', OPEN_WITH_ATTEMPTS, 'outcomes'],
  ['outcomes', 'no-attempts-left', OPEN_WITH_ATTEMPTS, 'score'],
  ['outcomes', 'no-attempts-left', OPEN_NONE_LEFT, 'outcomes'],
  ['outcomes', 'no-attempts-left', CLOSED, 'outcomes'],
  ['outcomes', 'test-closed', OPEN_WITH_ATTEMPTS, 'score'],
  ['outcomes', 'test-closed', OPEN_NONE_LEFT, 'score'],
  ['outcomes', 'test-closed', CLOSED, 'outcomes'],
  ['answers', 'after-attempt', OPEN_WITH_ATTEMPTS, 'answers'],
  ['answers', 'no-attempts-left', OPEN_WITH_ATTEMPTS, 'outcomes'],
  ['answers', 'no-attempts-left', OPEN_NONE_LEFT, 'answers'],
  ['answers', 'no-attempts-left', CLOSED, 'answers'],
  ['answers', 'test-closed', OPEN_WITH_ATTEMPTS, 'outcomes'],
  ['answers', 'test-closed', OPEN_NONE_LEFT, 'outcomes'],
  ['answers', 'test-closed', CLOSED, 'answers'],
];

describe('reviewFor', () => {
  it.each(TABLE)('shows %s %s at %j: %s now', (shows, when, moment, now) => {
    const review = reviewFor({ shows, when }, moment);
    expect(review.shows).toBe(now);
    // What is held back is said, with when it comes.
    expect(review.later).toEqual(now === shows ? null : { shows, when });
  });

  it('covers every option', () => {
    const covered = new Set(TABLE.map(([s, w]) => `${s} ${w}`));
    for (const s of REVIEW_SHOWS) for (const w of REVIEW_WHEN) if (s !== 'score') expect(covered).toContain(`${s} ${w}`);
  });

  it('by default shows right and wrong right away and the correct answers once no attempt is left or the test closed', () => {
    expect(reviewFor(DEFAULT_REVIEW, OPEN_WITH_ATTEMPTS)).toEqual({
      shows: 'outcomes',
      later: { shows: 'answers', when: 'no-attempts-left' },
    });
    expect(reviewFor(DEFAULT_REVIEW, OPEN_NONE_LEFT).shows).toBe('answers');
    expect(reviewFor(DEFAULT_REVIEW, CLOSED).shows).toBe('answers');
  });
});

describe('reviewedResults', () => {
  const results: QuestionResult[] = [
    { questionId: '1', answer: 'a', correctAnswer: 'b', points: 0, maxPoints: 2, outcome: 'incorrect', comment: '' },
    { questionId: '2', answer: 'Why', correctAnswer: '', points: 3, maxPoints: 3, outcome: 'correct', comment: 'Good' },
  ];

  it('gives no per-question results for the score alone', () => {
    expect(reviewedResults(results, 'score')).toBeNull();
  });

  it('leaves the keys and comments out of outcomes', () => {
    const shown = reviewedResults(results, 'outcomes')!;
    expect(JSON.stringify(shown)).not.toMatch(/correctAnswer|comment/);
    expect(shown.map((r) => [r.outcome, r.points])).toEqual([
      ['incorrect', 0],
      ['correct', 3],
    ]);
  });

  it('gives everything for answers', () => {
    expect(reviewedResults(results, 'answers')).toEqual(results);
  });
});
