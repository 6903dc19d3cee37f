/** How long this server waits on PostgreSQL, in milliseconds; each from its environment variable. */
export interface PostgresLimits {
  /** A new connection must be ready within this (PG_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** A query unanswered this long has the database probed on a new connection (PG_PROBE_AFTER_MS)... */
  probeAfterMs: number;
  /** ...which must answer within this, or the database counts as away (PG_PROBE_TIMEOUT_MS). */
  probeTimeoutMs: number;
  /** While away, it is probed this often (PG_RECHECK_MS). */
  recheckMs: number;
  /** statement_timeout of one query outside a transaction (PG_STATEMENT_TIMEOUT_MS). */
  statementMs: number;
  /**
   * statement_timeout of each statement of a transaction (PG_TRANSACTION_STATEMENT_TIMEOUT_MS):
   * migrations, seeding and imports run in transactions and may take long.
   */
  transactionStatementMs: number;
  /** idle_in_transaction_session_timeout (PG_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  idleInTransactionMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  connectMs: 1000,
  probeAfterMs: 500,
  probeTimeoutMs: 1000,
  recheckMs: 1000,
  statementMs: 30_000,
  transactionStatementMs: 300_000,
  idleInTransactionMs: 60_000,
};

const ENV: Record<keyof PostgresLimits, string> = {
  connectMs: 'PG_CONNECT_TIMEOUT_MS',
  probeAfterMs: 'PG_PROBE_AFTER_MS',
  probeTimeoutMs: 'PG_PROBE_TIMEOUT_MS',
  recheckMs: 'PG_RECHECK_MS',
  statementMs: 'PG_STATEMENT_TIMEOUT_MS',
  transactionStatementMs: 'PG_TRANSACTION_STATEMENT_TIMEOUT_MS',
  idleInTransactionMs: 'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS',
};

/** The limits the environment sets, the defaults for the rest; a value that is not a positive number is an error. */
export function postgresLimits(env: NodeJS.ProcessEnv = process.env): PostgresLimits {
  const limits = { ...DEFAULT_POSTGRES_LIMITS };
  for (const key of Object.keys(ENV) as (keyof PostgresLimits)[]) {
    const raw = env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${ENV[key]}=${raw} is not valid: give a number of milliseconds`);
    limits[key] = value;
  }
  return limits;
}
