import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { openPostgres } from './postgres.ts';
import { DatabaseAwayError, databaseFault } from './database-faults.ts';
import { DEFAULT_POSTGRES_LIMITS, postgresLimits } from './postgres-limits.ts';

const databaseUrl = process.env.DATABASE_URL;
const quiet = () => {};

/** A port nothing listens on. */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('PostgreSQL limits', () => {
  it('come from the environment, defaults for the rest, and refuse a value that is not a number of milliseconds', () => {
    expect(postgresLimits({})).toEqual(DEFAULT_POSTGRES_LIMITS);
    expect(postgresLimits({ PG_STATEMENT_TIMEOUT_MS: '5000', PG_CONNECT_TIMEOUT_MS: '' })).toEqual({
      ...DEFAULT_POSTGRES_LIMITS,
      statementMs: 5000,
    });
    expect(() => postgresLimits({ PG_PROBE_TIMEOUT_MS: '1s' })).toThrow('PG_PROBE_TIMEOUT_MS=1s is not valid');
  });
});

describe('a PostgreSQL that refuses connections', () => {
  it('fails queries and transactions as away, and at once after the probe', async () => {
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/none`, { log: quiet });
    try {
      const first = await db.query('SELECT 1').catch((e: unknown) => e);
      expect(databaseFault(first)).toBe('away');
      await expect.poll(() => db.query('SELECT 1').catch((e: unknown) => e), { timeout: 5000 }).toBeInstanceOf(DatabaseAwayError);
      const tx = await db.transaction(async () => 1).catch((e: unknown) => e);
      expect(tx).toBeInstanceOf(DatabaseAwayError);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(!databaseUrl)('timeouts on a live PostgreSQL', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    const db = await openPostgres(databaseUrl!, { log: quiet });
    for (const s of schemas) await db.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await db.close();
  });
  const open = (limits: Partial<typeof DEFAULT_POSTGRES_LIMITS>) => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    return openPostgres(databaseUrl!, { schema, limits: { ...DEFAULT_POSTGRES_LIMITS, ...limits }, log: quiet });
  };

  it('cuts a single statement at statement_timeout (an away fault: 503), gives a transaction its longer limit, and never cuts slow work the probe sees alive', async () => {
    const db = await open({ statementMs: 300, transactionStatementMs: 5000, probeAfterMs: 100 });
    try {
      const cut = await db.query('SELECT pg_sleep(1)').catch((e: unknown) => e);
      expect(cut).toMatchObject({ code: '57014' });
      expect(databaseFault(cut)).toBe('away');
      // 0.8 s is several probe periods: each probe answered, so the statement went on.
      const rows = await db.transaction((tx) => tx.query<{ ok: number }>('SELECT 1 AS ok FROM pg_sleep(0.8)'));
      expect(rows).toEqual([{ ok: 1 }]);
      expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
    } finally {
      await db.close();
    }
  });

  it('ends a transaction left idle past idle_in_transaction_session_timeout, and the next query gets a fresh connection', async () => {
    const db = await open({ idleInTransactionMs: 200 });
    try {
      const idle = await db
        .transaction(async (tx) => {
          await tx.query('SELECT 1');
          await new Promise((r) => setTimeout(r, 600));
          return tx.query('SELECT 2');
        })
        .catch((e: unknown) => e);
      expect(databaseFault(idle)).toBe('away');
      await expect.poll(() => db.query('SELECT 3 AS three').catch((e: unknown) => e), { timeout: 5000 }).toEqual([{ three: 3 }]);
    } finally {
      await db.close();
    }
  });
});
