import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';
import { LEARNER_SECTION_EN } from './section-messages.ts';

describe('formatFileSize (base 1024, Bytes/KB/MB/GB, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1100, '1.07 KB'],
    [1024 ** 2, '1 MB'],
    [52_428_800, '50 MB'],
    [1024 ** 3, '1 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%i -> %s', (bytes, text) => expect(formatFileSize(bytes, 'en', LEARNER_SECTION_EN)).toBe(text));
  it('treats negative and non-numbers as 0 Bytes', () => {
    expect(formatFileSize(-5, 'en', LEARNER_SECTION_EN)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN, 'en', LEARNER_SECTION_EN)).toBe('0 Bytes');
  });
  it("writes the number in the language's form, with its unit names", () => {
    expect(formatFileSize(1536, 'es', { sizeUnits: { Bytes: 'bytes', KB: 'KB', MB: 'MB', GB: 'GB' } })).toBe('1,5 KB');
  });
});
