import { describe, expect, it } from 'vitest';
import type { Database } from '../db/queryable.ts';
import { ScoreOutbox } from './score-outbox.ts';

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
