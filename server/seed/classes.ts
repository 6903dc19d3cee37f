import { CLASSES } from '../../src/contract/constants.ts';
import type { Queryable } from '../db/queryable.ts';
import { bulkInsert } from '../db/bulk-insert.ts';

/** Stores the classes a school starts with (Class A-D); a class already stored stays as it is. */
export async function insertSeedClasses(db: Queryable): Promise<void> {
  await bulkInsert(
    db,
    'classes',
    ['name'],
    CLASSES.map((name) => [name]),
    'ON CONFLICT (name) DO NOTHING',
  );
}
