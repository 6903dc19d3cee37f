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

describe('initials', () => {
  it('first and last word, upper case, or the fallback without a name', () => {
    expect(initials('Alex Johnson', 'U')).toBe('AJ');
    expect(initials('  maria de la cruz ', 'U')).toBe('MC');
    expect(initials('Aarav Kumar Mehta', '?')).toBe('AM');
    expect(initials('Cher', '?')).toBe('C');
    expect(initials('   ', '?')).toBe('?');
  });
});

describe('extensionOf', () => {
  it('reads the last extension of a name, path or URL in lower case', () => {
    expect(extensionOf('a.b.C.PdF')).toBe('pdf');
    expect(extensionOf('a/b/c.Tar.GZ')).toBe('gz');
    expect(extensionOf('C:\\docs\\notes.DOCX')).toBe('docx');
    expect(extensionOf('https://x.test/f/report.pdf?download=1#page=2')).toBe('pdf');
  });
  it('has none for folders with dots, names without one, hidden names and nothing', () => {
    expect(extensionOf('folder.v2/file')).toBe('');
    expect(extensionOf('no-extension')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf(null)).toBe('');
  });
});
