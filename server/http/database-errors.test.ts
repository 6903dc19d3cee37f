import { afterEach, describe, expect, it } from 'vitest';
import { getJson, sendJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { DatabaseAwayError } from '../db/database-faults.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => {
  h = x;
  teacher = t;
});

const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });
const db = () => h.db as { query: Database['query']; transaction: Database['transaction'] };
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** Every query outside a transaction fails with `err`. */
function failQueries(err: Error): void {
  const original = db().query;
  db().query = () => Promise.reject(err);
  restore = () => (db().query = original);
}

/** The `n`th statement of every transaction fails with `err`, after the earlier ones ran for real. */
function failTransactionsAt(n: number, err: Error): void {
  const original = db().transaction;
  db().transaction = (fn) =>
    original.call(h.db, (tx) => {
      let i = 0;
      const failing: Queryable = {
        query: (sql, params) => (++i === n ? Promise.reject(err) : tx.query(sql, params)),
      };
      return fn(failing);
    });
  restore = () => (db().transaction = original);
}

const saveDay = (date: string) =>
  sendJson(
    `${h.base}/api/attendance`,
    'POST',
    {
      date,
      class: 'Class A',
      teacherId: '1',
      version: 0,
      records: [
        { studentId: 'S001', name: '', status: 'present' },
        { studentId: 'S005', name: '', status: 'absent' },
      ],
    },
    teacher,
  );
const versionOf = async (date: string) =>
  (await getJson(`${h.base}/api/attendance?date=${date}&class=Class%20A`, teacher)).body.version;

describe('database faults as answers', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['the away state', new DatabaseAwayError()],
  ])('%s: 503 with Retry-After and a message, never 500', async (_, err) => {
    failQueries(err);
    const res = await getJson(`${h.base}/api/students`, teacher);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toEqual({ message: 'The server is busy: its database is not answering. Try again in 5 seconds.' });
    expect(res.text).not.toMatch(/ECONNREFUSED|57P01|terminated|stack/i);
  });

  it.each([
    ['SQLSTATE 53100', withCode('53100', 'could not extend file "base/5/16384": No space left on device'), '2024-05-06'],
    ['ENOSPC', withCode('ENOSPC', 'ENOSPC: no space left on device, write'), '2024-05-08'],
  ])('a full disk (%s) in the middle of a save: 507 with a message, and nothing of the save is stored', async (_, err, date) => {
    failTransactionsAt(3, err);
    const res = await saveDay(date);
    expect(res.status).toBe(507);
    expect(res.body).toEqual({
      message: "The server's storage is full: nothing was saved. Please tell the school's administrator.",
    });
    restore!();
    restore = undefined;
    expect(await versionOf(date)).toBe(0);
    expect((await saveDay(date)).status).toBe(200);
    expect(await versionOf(date)).toBe(1);
  });

  it('a connection lost in the middle of a save: 503, and nothing of the save is stored', async () => {
    failTransactionsAt(3, withCode('ECONNRESET', 'read ECONNRESET'));
    const res = await saveDay('2024-05-07');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    restore!();
    restore = undefined;
    expect(await versionOf('2024-05-07')).toBe(0);
  });

  it('other errors stay a plain 500 that shows nothing', async () => {
    failQueries(withCode('42P01', 'relation "students" does not exist'));
    const res = await getJson(`${h.base}/api/students`, teacher);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
  });
});
