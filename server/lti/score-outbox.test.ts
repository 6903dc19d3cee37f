import { describe, expect, it } from 'vitest';
import type { Database } from '../db/queryable.ts';
import type { Question } from '../../src/contract/tests.ts';
import { SCORE_COMMENT_MAX, ScoreOutbox, scoreComment } from './score-outbox.ts';

describe('the LTI score outbox', () => {
  it('ends a round the database refused with a warning, and the next round runs', async () => {
    let refuse = true;
    const db: Database = {
      kind: 'postgres',
      query: async <T>() => {
        if (refuse) throw new Error('deadlock detected');
        return [] as T[];
      },
      transaction: async (fn) => fn(db),
      close: async () => {},
    };
    const warnings: string[] = [];
    const outbox = new ScoreOutbox(db, { warn: (msg) => warnings.push(msg) });
    await expect(outbox.poke()).resolves.toBeUndefined();
    expect(warnings).toEqual(['LTI scores not sent this round: deadlock detected']);
    refuse = false;
    await outbox.poke();
    expect(warnings).toHaveLength(1);
  });
});

describe("a score's comment", () => {
  const q = (id: number, type: Question['type']): Question =>
    ({ id, type, question: `Q${id}`, options: [], correctAnswer: '', points: 5 }) as Question;
  const questions = [q(4, 'multiple-choice'), q(7, 'essay'), q(9, 'short-answer'), q(2, 'essay')];

  it("numbers the teacher's comments as the learner saw the questions, and skips blank ones", () => {
    expect(
      scoreComment(questions, {
        7: { points: 3, comment: 'Good start.' },
        9: { points: 5, comment: '   ' },
        2: { points: 1, comment: ' Cite a source. ' },
      }),
    ).toBe('Question 2: Good start.\nQuestion 4: Cite a source.');
  });

  it('is absent without comments, and cut with an ellipsis when too long', () => {
    expect(scoreComment(questions, {})).toBeUndefined();
    expect(scoreComment(questions, { 4: { points: 5, comment: 'not a graded question' } })).toBeUndefined();
    const long = scoreComment(questions, { 7: { points: 1, comment: 'x'.repeat(5000) } })!;
    expect(long).toHaveLength(SCORE_COMMENT_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
