import { describe, expect, it } from 'vitest';
import type { LearnerTest } from '../../contract/attempts.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { libMessages } from '../../lib/messages.ts';
import { parentsMessages } from './messages.ts';
import { test as assigned } from './parents-test-fixtures.ts';
import { failureText, formatPercent, formatWhen, marksText, NO_ANSWER, statusWord, upcomingTests } from './parent-rules.ts';
import { formatFileSize } from '../../lib/format.ts';

const { en } = parentsMessages;
const es = await parentsMessages.load.es();
const ar = await parentsMessages.load.ar();

const test = (id: number, state: LearnerTest['state'], scheduledDate = ''): LearnerTest =>
  assigned(id, `Test ${id}`, state, scheduledDate);

describe('upcomingTests', () => {
  it('keeps tests in progress, open and upcoming, in that order, each by date', () => {
    const list = [
      test(1, 'completed', '2026-01-01T09:00'),
      test(2, 'upcoming', '2026-04-02T09:00'),
      test(3, 'open', '2026-03-01T09:00'),
      test(4, 'upcoming', '2026-03-20T09:00'),
      test(5, 'closed'),
      test(6, 'in-progress', '2026-03-05T09:00'),
      test(7, 'open'),
    ];
    expect(upcomingTests(list).map((t) => t.id)).toEqual([6, 7, 3, 4, 2]);
  });
});

describe('texts', () => {
  it('words statuses, sizes, marks and dates', () => {
    expect([statusWord('present', en), statusWord('late', en), statusWord('absent', en)]).toEqual(['Present', 'Late', 'Absent']);
    expect(formatFileSize(0, 'en', en.sizeUnits)).toBe('0 Bytes');
    expect(formatFileSize(1536, 'en', en.sizeUnits)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 ** 2, 'en', en.sizeUnits)).toBe('5 MB');
    expect(formatFileSize(1023, 'en', en.sizeUnits)).toBe('1023 Bytes');
    expect(marksText(46, 50, 'en')).toBe('46/50');
    expect(marksText(7.5, 10, 'en')).toBe('7.5/10');
    expect(formatPercent('en', 92)).toBe('92%');
    expect(formatWhen('', 'en', en)).toBe('No date set');
    expect(formatWhen('2026-03-10T09:00', 'en', en)).toMatch(/2026/);
    expect(formatWhen('soon', 'en', en)).toBe('soon');
  });

  it("words them in Spanish and Arabic, with the language's decimals, months and plurals", () => {
    expect(formatFileSize(1536, 'es', es.sizeUnits)).toBe('1,5 KB');
    expect(formatFileSize(100, 'ar', ar.sizeUnits)).toMatch(/بايت$/);
    expect(marksText(7.5, 10, 'es')).toBe('7,5/10');
    expect(formatWhen('', 'ar', ar)).toBe('لم يُحدَّد موعد');
    expect([1, 2, 3, 11, 100].map(ar.absenceCount)).toEqual(['غياب واحد', 'غيابان', '3 غيابات', '11 غيابًا', '100 غياب']);
    expect([1, 2].map(es.absenceCount)).toEqual(['1 ausencia', '2 ausencias']);
  });
});

describe('failureText', () => {
  it("says why a card could not load: the server's message, else the kind of failure", () => {
    expect(failureText(new ApiError(403, 'Forbidden', 'You may only see your own children.'), en, libMessages.en)).toBe(
      'You may only see your own children.',
    );
    expect(failureText(new ApiError(0, 'Failed to fetch'), en, libMessages.en)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(failureText(new ApiError(502, 'HTTP 502'), en, libMessages.en)).toBe(
      'The server had a problem (error 502). Try again later.',
    );
    expect(
      failureText(new ApiError(200, 'Unexpected response from GET /api/learners/:studentId/tests'), en, libMessages.en),
    ).toBe('The server sent an answer this page could not read. Try again later.');
    expect(failureText(new Error('Something broke'), en, libMessages.en)).toBe('Something broke');
    expect(failureText(NO_ANSWER, en, libMessages.en)).toBe('No answer for this child.');
  });
});
