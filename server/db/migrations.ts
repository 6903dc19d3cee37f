import type { Database } from './queryable.ts';
import { SCHOOL_MIGRATIONS } from './migrations/school.ts';
import { TEST_MIGRATIONS } from './migrations/tests.ts';
import { LTI_MIGRATIONS } from './migrations/lti.ts';
import { CLASS_MIGRATIONS } from './migrations/classes.ts';
import { SCALE_STUDENT_MIGRATIONS } from './migrations/scale-students.ts';

/**
 * Ordered schema migrations; applied once each, on start. Append only: never edit a
 * migration that has shipped, add the next one (to the last group).
 */
export const MIGRATIONS: readonly string[] = [
  ...SCHOOL_MIGRATIONS,
  ...TEST_MIGRATIONS,
  ...LTI_MIGRATIONS,
  ...CLASS_MIGRATIONS,
  ...SCALE_STUDENT_MIGRATIONS,
];

/**
 * Applies pending migrations under an advisory lock, so servers starting together agree;
 * up to version `through` (all by default: a lower one is for tests of one migration's rule).
 */
export async function migrate(db: Database, through = MIGRATIONS.length): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await tx.query<{ v: number | null }>('SELECT max(version)::int AS v FROM schema_migrations');
    const current = rows[0]?.v ?? 0;
    for (let v = current + 1; v <= through; v++) {
      const sql = MIGRATIONS[v - 1]!;
      for (const stmt of splitStatements(sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v]);
    }
    return Math.max(0, through - current);
  });
}

/** Extended-protocol queries take one statement each; our migrations contain no ';' in literals. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}
