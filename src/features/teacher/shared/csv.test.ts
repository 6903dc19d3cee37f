import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells a spreadsheet opens safely', () => {
  it('prefixes every formula trigger with an apostrophe: = + - @ tab and carriage return', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", "'\tx", `"'\rx"`]);
  });
  it('leaves plain text and numbers alone, even with a trigger character inside', () => {
    expect(['Ana Lima', 'a=b', 'x-1', 42, 0].map(csvCell)).toEqual(['Ana Lima', 'a=b', 'x-1', '42', '0']);
  });
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(['a,b', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual(['"a,b"', '"say ""hi"""', '"two\nlines"']);
  });
  it('ends every row, the last one included, with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
});
