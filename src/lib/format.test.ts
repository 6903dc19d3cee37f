import { describe, expect, it } from 'vitest';
import { extensionOf, formatFileSize, initials } from './format.ts';

const UNITS = { Bytes: 'Bytes', KB: 'KB', MB: 'MB', GB: 'GB' };

describe('formatFileSize (base 1024, Bytes/KB/MB/GB, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1100, '1.07 KB'],
    [1234567, '1.18 MB'],
    [52_428_800, '50 MB'],
    [1024 ** 3, '1 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%i -> %s', (bytes, text) => expect(formatFileSize(bytes, 'en', UNITS)).toBe(text));
  it('treats negative and non-numbers as 0 Bytes', () => {
    expect(formatFileSize(-5, 'en', UNITS)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN, 'en', UNITS)).toBe('0 Bytes');
  });
  it('writes the number for the language and names the unit as given', () => {
    expect(formatFileSize(1536, 'es', { ...UNITS, KB: 'kB' })).toBe('1,5 kB');
  });
});

describe('initials: first and last word, upper case, or the fallback without a name', () => {
  it.each([
    ['Alex Johnson', 'U', 'AJ'],
    ['  maria de la cruz ', 'U', 'MC'],
    ['Aarav Kumar Mehta', '?', 'AM'],
    ['Cher', '?', 'C'],
    ['   ', '?', '?'],
  ])('%j (fallback %s) -> %s', (name, fallback, letters) => expect(initials(name, fallback)).toBe(letters));
});

describe('extensionOf: the last extension of a name, path or URL in lower case; none for folders with dots, names without one, hidden names and nothing', () => {
  it.each([
    ['a.b.C.PdF', 'pdf'],
    ['a/b/c.Tar.GZ', 'gz'],
    ['C:\\docs\\notes.DOCX', 'docx'],
    ['https://x.test/f/report.pdf?download=1#page=2', 'pdf'],
    ['folder.v2/file', ''],
    ['no-extension', ''],
    ['.hidden', ''],
    [null, ''],
  ])('%j -> %j', (name, extension) => expect(extensionOf(name)).toBe(extension));
});
