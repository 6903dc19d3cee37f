import type { Queryable } from '../db/queryable.ts';
import { BackupError } from './backup-error.ts';

/** A table of the database's current schema, as a backup reads and a restore writes it. */
export interface TableShape {
  name: string;
  /** Stored columns in order (generated columns are computed again on insert). */
  columns: string[];
  /** Primary key columns: rows are written in this order, so equal data gives equal files. */
  key: string[];
}

/** A SQL identifier, quoted; names come from the catalogue or a backup file, so they are checked. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_$]*$/.test(name)) throw new BackupError(`Unexpected name in the schema: ${JSON.stringify(name)}.`);
  return `"${name}"`;
}

/**
 * Every table of the schema in use (search_path's first), each after the tables its foreign
 * keys name, so rows restored in this order satisfy their references.
 */
export async function listTables(db: Queryable): Promise<TableShape[]> {
  const tables = await db.query<{ name: string; columns: string[]; key: string[] | null; refs: string[] | null }>(
    `SELECT c.relname AS name,
       ARRAY(SELECT a.attname::text FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
             ORDER BY a.attnum) AS columns,
       ARRAY(SELECT a.attname::text FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY k(attnum, pos)
             JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
             WHERE i.indrelid = c.oid AND i.indisprimary ORDER BY k.pos) AS key,
       ARRAY(SELECT DISTINCT r.relname::text FROM pg_constraint f JOIN pg_class r ON r.oid = f.confrelid
             WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS refs
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
     ORDER BY c.relname`,
  );
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableShape[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    const t = byName.get(name);
    if (!t || state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new BackupError(`The tables' foreign keys form a cycle through ${name}.`);
    state.set(name, 'visiting');
    for (const ref of t.refs ?? []) visit(ref);
    state.set(name, 'done');
    ordered.push({ name: t.name, columns: t.columns, key: t.key ?? [] });
  };
  for (const t of tables) visit(t.name);
  return ordered;
}

/** Sequences of the schema in use. */
export async function listSequences(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'S' AND n.nspname = current_schema() ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Each table's row count. */
export async function countRows(db: Queryable, tables: readonly TableShape[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const t of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(t.name)}`);
    counts.set(t.name, row!.n);
  }
  return counts;
}

/** Drops every table, sequence and function of the schema in use (within the caller's transaction). */
export async function dropAll(db: Queryable): Promise<void> {
  const tables = await listTables(db);
  if (tables.length) await db.query(`DROP TABLE ${tables.map((t) => ident(t.name)).join(', ')} CASCADE`);
  const sequences = await listSequences(db);
  if (sequences.length) await db.query(`DROP SEQUENCE ${sequences.map(ident).join(', ')} CASCADE`);
  // The migrations' trigger functions: a schema rebuilt by the migrations creates them again.
  const functions = await db.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = current_schema() AND p.prokind = 'f'`,
  );
  for (const f of functions) await db.query(`DROP FUNCTION ${f.signature} CASCADE`);
}

/**
 * Turns the tables' own triggers off or on again (within the caller's transaction): restored rows
 * are loaded as they were, and figures the triggers keep (counts, averages) come from the backup.
 */
export async function setUserTriggers(db: Queryable, tables: readonly TableShape[], on: boolean): Promise<void> {
  for (const t of tables) await db.query(`ALTER TABLE ${ident(t.name)} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
}
