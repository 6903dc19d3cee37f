/**
 * Which failures mean "the database is not answering" (the request may succeed a few seconds
 * later) and which mean "its disk is full" (nothing was saved), whatever the driver: PostgreSQL
 * reports a SQLSTATE `code`, Node's sockets and file system an errno `code`, pg and pg-pool some
 * plain messages.
 */
export type DatabaseFault = 'away' | 'full';

/** Raised at once, without a round trip, while the database is known not to answer. */
export class DatabaseAwayError extends Error {
  readonly code = 'EDBAWAY';
  constructor(message = 'The database is not answering') {
    super(message);
  }
}

const AWAY_ERRNOS = new Set([
  'EDBAWAY',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * Shutdown or crash of the server (57P01-57P03), a cancelled statement (57014: statement_timeout),
 * a transaction or session closed for idling (25P03, 57P05), too many connections (53300).
 */
const AWAY_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '57014', '25P03', '53300']);
const AWAY_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /^timeout expired$/i,
  /not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];
const FULL_MESSAGES = [/no space left on device/i, /could not extend file/i];

/** The fault behind `err` (its causes included), or undefined for any other error. */
export function databaseFault(err: unknown): DatabaseFault | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT' || FULL_MESSAGES.some((m) => m.test(text))) return 'full';
    if (typeof code === 'string' && (AWAY_ERRNOS.has(code) || AWAY_SQLSTATES.has(code) || code.startsWith('08'))) return 'away';
    if (AWAY_MESSAGES.some((m) => m.test(text))) return 'away';
  }
  return undefined;
}
