import pg from 'pg';
import type { Database } from './queryable.ts';
import { Availability } from './availability.ts';
import { databaseFault } from './database-faults.ts';
import { postgresLimits, type PostgresLimits } from './postgres-limits.ts';

// Dates stay 'YYYY-MM-DD' strings and counts stay numbers on both drivers.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** The client's own limit beyond the server's statement_timeout: for a connection whose server is gone without a word. */
const CLIENT_MARGIN_MS = 5000;

export interface PostgresOptions {
  schema?: string;
  /** Default: postgresLimits() of the environment. */
  limits?: PostgresLimits;
  /** Where lost connections and the database's comings and goings are reported (default: console.warn). */
  log?: (message: string) => void;
}

/**
 * Real PostgreSQL through a pool: several stateless servers can share one database. A lost
 * connection is dropped from the pool and replaced by a new one when next needed; while the
 * database does not answer, queries fail with DatabaseAwayError within about a second and a
 * half (availability.ts), and the pool reconnects by itself once it answers again.
 */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const { schema } = opts;
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  const limits = opts.limits ?? postgresLimits();
  const log = opts.log ?? ((m: string) => console.warn(m));
  const options = [
    schema && `-c search_path=${schema}`,
    `-c statement_timeout=${limits.statementMs}`,
    `-c idle_in_transaction_session_timeout=${limits.idleInTransactionMs}`,
  ]
    .filter(Boolean)
    .join(' ');
  const config: pg.ClientConfig = { connectionString: url, options, keepAlive: true };
  // The connect timeout goes to each new connection only: waiting for a free pooled connection
  // under load is not a fault, and availability.ts ends that wait when the database is away.
  class TimedClient extends pg.Client {
    constructor(c?: pg.ClientConfig) {
      super({ ...c, connectionTimeoutMillis: limits.connectMs });
    }
  }
  const pool = new pg.Pool({ ...config, max: Number(process.env.PG_POOL_SIZE ?? 10), Client: TimedClient });
  pool.on('error', (err) => log(`A PostgreSQL connection was lost and is dropped from the pool: ${err.message}`));

  const availability = new Availability(
    async (timeoutMs) => {
      const probe = new pg.Client({ ...config, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.query('SELECT 1');
      } finally {
        destroy(probe);
      }
    },
    limits,
    log,
  );

  /** A pooled connection; a failure that means the database is away has it probed. */
  const checkOut = async (): Promise<pg.PoolClient> => {
    availability.check();
    const waiting = pool.connect();
    try {
      return await availability.watch(
        waiting,
        () =>
          void waiting.then(
            (c) => c.release(),
            () => {},
          ),
      );
    } catch (err) {
      availability.noticed(err);
      throw err;
    }
  };

  /** Runs queries on one connection; released (and dropped when it broke) by `done`. */
  const session = (client: pg.PoolClient, statementMs: number) => {
    let broken: Error | undefined;
    const onError = (err: Error) => (broken ??= err);
    client.on('error', onError);
    const run = async <T>(sql: string, params?: unknown[]): Promise<T[]> => {
      availability.check();
      // query_timeout: the client's own limit (pg's QueryConfig type does not list it).
      const query = { text: sql, values: params, query_timeout: statementMs + CLIENT_MARGIN_MS } as pg.QueryConfig;
      const work = client.query(query);
      try {
        return (await availability.watch(work, () => destroy(client))).rows as T[];
      } catch (err) {
        if (databaseFault(err) === 'away') broken ??= err as Error;
        availability.noticed(err);
        throw err;
      }
    };
    return {
      run,
      get broken() {
        return broken;
      },
      done() {
        client.off('error', onError);
        client.release(broken);
      },
    };
  };

  // Instances starting together may both create the schema: IF NOT EXISTS is not safe against a
  // concurrent creation, which then fails as a duplicate (23505 / 42P06) that means it exists.
  if (schema)
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((err: unknown) => {
      const code = (err as { code?: string } | null)?.code;
      if (code !== '23505' && code !== '42P06') throw err;
    });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const s = session(await checkOut(), limits.statementMs);
      try {
        return await s.run<T>(sql, params);
      } finally {
        s.done();
      }
    },
    async transaction(fn) {
      const s = session(await checkOut(), limits.transactionStatementMs);
      try {
        await s.run(`BEGIN; SET LOCAL statement_timeout = ${limits.transactionStatementMs}`);
        const result = await fn({ query: s.run });
        await s.run('COMMIT');
        return result;
      } catch (err) {
        if (!s.broken) await s.run('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        s.done();
      }
    },
    async close() {
      availability.stop();
      await pool.end();
    },
  };
}

/** Closes a connection at once, answered or not (a frozen server never answers a goodbye). */
function destroy(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
