import type { Database, Queryable } from './queryable.ts';
import { SCHOOL_MIGRATIONS } from './migrations/school.ts';
import { TEST_MIGRATIONS } from './migrations/tests.ts';
import { LTI_MIGRATIONS } from './migrations/lti.ts';
import { CLASS_MIGRATIONS } from './migrations/classes.ts';
import { SCALE_TEST_MIGRATIONS } from './migrations/scale-tests.ts';
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
  ...SCALE_TEST_MIGRATIONS,
  ...SCALE_STUDENT_MIGRATIONS,
];

/**
 * Applies pending migrations under an advisory lock, so servers starting together agree;
 * up to version `through` (all by default: a lower one is for tests of one migration's rule).
 */
export async function migrate(db: Database, through = MIGRATIONS.length): Promise<number> {
  return db.transaction((tx) => migrateIn(tx, through));
}

/** `migrate` inside the caller's transaction (a restore builds an old schema, loads it, then migrates it). */
export async function migrateIn(tx: Queryable, through = MIGRATIONS.length): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock(727274)');
  await tx.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const current = await schemaVersion(tx);
  for (let v = current + 1; v <= through; v++) {
    const sql = MIGRATIONS[v - 1]!;
    for (const stmt of splitStatements(sql)) await tx.query(stmt);
    await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v]);
  }
  return Math.max(0, through - current);
}

/** The last migration applied (0: none). */
export async function schemaVersion(db: Queryable): Promise<number> {
  const rows = await db.query<{ v: number | null }>('SELECT max(version)::int AS v FROM schema_migrations');
  return rows[0]?.v ?? 0;
}

/**
 * Extended-protocol queries take one statement each. Statements end at ';' outside dollar-quoted
 * bodies (a function's `$$ ... $$`); our migrations contain no ';' in string literals.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  for (let i = 0; i < sql.length; i++) {
    const quote = sql[i] === '$' ? /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0] : undefined;
    if (quote) {
      const end = sql.indexOf(quote, i + quote.length);
      i = end < 0 ? sql.length : end + quote.length - 1;
    } else if (sql[i] === ';') {
      statements.push(sql.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(sql.slice(start));
  return statements.map((s) => s.trim()).filter(Boolean);
}
