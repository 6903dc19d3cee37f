import { describe, expect, it } from 'vitest';
import type { Harness } from './harness.ts';
import { withHarness } from './signed-in-harness.ts';
import { seqScannedTables } from './query-plan.ts';

let h: Harness;
withHarness((started) => (h = started), {}, 'never');

describe('seqScannedTables', () => {
  it('names a table read without an index, and not one read through its index', async () => {
    expect(await seqScannedTables(h.db, 'SELECT * FROM attendance WHERE status = $1', ['present'])).toEqual(['attendance']);
    expect(
      await seqScannedTables(h.db, 'SELECT * FROM attendance WHERE class = $1 AND date = $2', ['Class A', '2024-01-01']),
    ).toEqual([]);
  });
});
