import { trackWrites } from './write-version.ts';

/** The one database interface the routes use: the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Real PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Folder for the embedded database (PGlite). */
  dataDir: string;
  /** PostgreSQL schema to work in (tests isolate parallel files this way). */
  schema?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    // Not tracked, so never response-cached: on a shared PostgreSQL other servers write too,
    // and this process could not see their writes.
    return openPostgres(opts.databaseUrl, opts.schema);
  }
  const { openPglite } = await import('./pglite.ts');
  // The embedded database has this process as its only writer: its reads can be cached.
  return trackWrites(await openPglite(opts.dataDir));
}

/** True for a unique-constraint violation (both drivers report the SQLSTATE as `code`). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}
