import { describe, expect, it } from 'vitest';
import { isFormula, readCsv } from '../../../test-support/csv.ts';
import { csvCell, toCsv } from './csv.ts';

const HOSTILE = ['=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'a;=1+1', 'a,=1+1', 'b;@SUM(A1)', 'say "hi";-2', 'two\r\n=lines'];

describe('CSV cells a spreadsheet opens safely', () => {
  it('prefixes every formula trigger with an apostrophe: = + - @ tab and carriage return', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@A1"`,
      `"'\tx"`,
      `"'\rx"`,
    ]);
  });
  it('quotes every text cell, doubling inner quotes, and leaves numbers plain', () => {
    expect(['Ana Lima', 'a=b', 'a;=1+1', 'a,b', 'say "hi"', 'two\nlines', 42, -1, 0].map(csvCell)).toEqual([
      '"Ana Lima"',
      '"a=b"',
      '"a;=1+1"',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '42',
      '-1',
      '0',
    ]);
  });
  it.each([',', ';'] as const)('read back with "%s" as the separator: the same cells, none a formula', (separator) => {
    const rows = [HOSTILE, [1, 'x', 2.5]];
    const read = readCsv(toCsv(rows, separator), separator);
    expect(read).toEqual([HOSTILE.map((c) => (isFormula(c) ? `'${c}` : c)), ['1', 'x', '2.5']]);
    expect(read.flat().filter(isFormula)).toEqual([]);
  });
  it('ends every row, the last one included, with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('"a","b"\r\n1,2\r\n');
    expect(toCsv([['a', 1]], ';')).toBe('"a";1\r\n');
  });
});
