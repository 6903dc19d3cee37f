import type { Database } from './queryable.ts';
import { trackWrites } from './write-version.ts';

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
    return openPostgres(opts.databaseUrl, { schema: opts.schema });
  }
  const { openPglite } = await import('./pglite.ts');
  // The embedded database has this process as its only writer: its reads can be cached.
  return trackWrites(await openPglite(opts.dataDir));
}
