import { describe, expect, it } from 'vitest';
import type { Harness } from './harness.ts';
import { withHarness } from './signed-in-harness.ts';
import { seqScannedTables, tablesReadWhole } from './query-plan.ts';

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

describe('tablesReadWhole', () => {
  it('names a table read whole: by a scan, or by an index walked without a condition on its first column', async () => {
    expect(await tablesReadWhole(h.db, 'SELECT * FROM attendance WHERE status = $1', ['present'])).toEqual(['attendance']);
    // The roster's key is (class, student_id): a student alone walks all of it, unless another index starts with the student.
    expect(await tablesReadWhole(h.db, 'SELECT count(*) FROM class_teachers WHERE teacher_id = $1', ['1'])).toEqual([]);
    expect(await tablesReadWhole(h.db, 'SELECT count(*) FROM class_teachers WHERE owner')).toEqual(['class_teachers']);
    expect(
      await tablesReadWhole(h.db, 'SELECT * FROM attendance WHERE class = $1 AND date = $2', ['Class A', '2024-01-01']),
    ).toEqual([]);
  });
});
