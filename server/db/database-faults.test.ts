import { describe, expect, it } from 'vitest';
import { DatabaseAwayError, databaseFault } from './database-faults.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a server shut down by its administrator', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crashed server', withCode('57P02')],
    ['a server that cannot connect now', withCode('57P03', 'the database system is starting up')],
    ['SQLSTATE class 08', withCode('08006')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['an idle transaction closed', withCode('25P03')],
    ['pg: connection ended', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('timeout expired')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pg: query timeout', new Error('Query read timeout')],
    ['the away state', new DatabaseAwayError()],
    ['a cause of a wrapped error', new Error('outer', { cause: withCode('ECONNREFUSED') })],
  ])('%s means the database is away', (_, err) => {
    expect(databaseFault(err)).toBe('away');
  });

  it.each([
    ['SQLSTATE 53100', withCode('53100', 'could not extend file "base/1/2": No space left on device')],
    ['ENOSPC of the file system', withCode('ENOSPC', 'ENOSPC: no space left on device, write')],
    ['a disk quota', withCode('EDQUOT')],
    ['PGlite: a message only', new Error('could not write to file "pg_wal/xlogtemp.1": No space left on device')],
  ])('%s means the disk is full', (_, err) => {
    expect(databaseFault(err)).toBe('full');
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is no database fault', (_, err) => {
    expect(databaseFault(err)).toBeUndefined();
  });
});
