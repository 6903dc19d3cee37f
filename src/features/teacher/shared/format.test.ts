import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../lib/format.ts';
import { formatMegabytes, formatPercent, relativeTime } from './format.ts';
import { teacherSharedMessages } from './messages.ts';

const ES = await teacherSharedMessages.load.es();
const AR = await teacherSharedMessages.load.ar();

describe('formatMegabytes (upload list)', () => {
  it('shows MB to 2 decimals', () => {
    expect(formatMegabytes(0)).toBe('0.00 MB');
    expect(formatMegabytes(262144)).toBe('0.25 MB');
    expect(formatMegabytes(52428800)).toBe('50.00 MB');
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
  it('words the distance', () => {
    expect(ago(5_000)).toBe('just now');
    expect(ago(-60_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(45 * 60_000)).toBe('45 minutes ago');
    expect(ago(2 * 3600_000)).toBe('2 hours ago');
    expect(ago(24 * 3600_000)).toBe('1 day ago');
    expect(ago(3 * 86400_000)).toBe('3 days ago');
    expect(ago(14 * 86400_000)).toBe('2 weeks ago');
  });
});

describe('in Spanish and Arabic', () => {
  const es = { tag: 'es', m: ES };
  const ar = { tag: 'ar', m: AR };
  const now = new Date('2025-03-10T12:00:00Z');
  it('sizes with the language’s decimal sign and units', () => {
    expect(formatFileSize(1536, es.tag, es.m.sizeUnits)).toBe('1,5 KB');
    expect(formatFileSize(0, es.tag, es.m.sizeUnits)).toBe('0 bytes');
    expect(formatMegabytes(262144, es)).toBe('0,25 MB');
    // Arabic digits or Latin ones, as the language's number format has them.
    expect(formatFileSize(1536, ar.tag, ar.m.sizeUnits)).toBe(`${new Intl.NumberFormat('ar').format(1.5)} كيلوبايت`);
  });
  it('words the distance in the language', () => {
    expect(relativeTime(new Date(now.getTime() - 5_000), now, es)).toBe('justo ahora');
    expect(relativeTime(new Date(now.getTime() - 2 * 3600_000), now, es)).toBe('hace 2 horas');
    expect(relativeTime(new Date(now.getTime() - 2 * 3600_000), now, ar)).toBe('قبل ساعتين');
    expect(relativeTime(new Date(now.getTime() - 60 * 86400_000), now, es)).toBe('9 ene 2025');
  });
  it('writes percentages as the language does', () => {
    expect(formatPercent(88)).toBe('88%');
    expect(formatPercent(88.5, es)).toBe('88,5\u00a0%');
    expect(formatPercent(88, ar)).toBe(`${new Intl.NumberFormat('ar').format(88)}٪`);
  });
});
