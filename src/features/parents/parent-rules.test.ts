import { describe, expect, it } from 'vitest';
import type { LearnerTest } from '../../contract/attempts.ts';
import type { LearnerMaterial } from '../../contract/materials.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { failureText, formatDay, formatFileSize, formatWhen, marksText, newestMaterials, statusWord, upcomingTests } from './parent-rules.ts';

const test = (id: number, state: LearnerTest['state'], scheduledDate = ''): LearnerTest => ({
  id, title: `Test ${id}`, course: 'Mathematics', questions: 5, totalPoints: 10, timeLimit: 30, maxAttempts: 1, passingScore: 60,
  scheduledDate, state, attemptsUsed: 0, latest: null,
});
const material = (name: string, uploaded_at: string): LearnerMaterial => ({ name, uploaded_at, size: 1, url: `/api/files/${name}` });

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

describe('newestMaterials', () => {
  it('lists the 5 newest, newest first', () => {
    const list = Array.from({ length: 7 }, (_, i) => material(`m${i}`, `2026-03-0${i + 1}T10:00:00.000Z`));
    const shuffled = [3, 6, 0, 5, 1, 4, 2].map((i) => list[i]!);
    expect(newestMaterials(shuffled).map((m) => m.name)).toEqual(['m6', 'm5', 'm4', 'm3', 'm2']);
    expect(newestMaterials([])).toEqual([]);
  });
});

describe('texts', () => {
  it('words statuses, sizes, marks and dates', () => {
    expect([statusWord('present'), statusWord('late'), statusWord('absent')]).toEqual(['Present', 'Late', 'Absent']);
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5 MB');
    expect(marksText(46, 50)).toBe('46/50');
    expect(marksText(7.5, 10)).toBe('7.5/10');
    expect(formatWhen('')).toBe('No date set');
    expect(formatWhen('2026-03-10T09:00')).toMatch(/2026/);
    expect(formatWhen('soon')).toBe('soon');
  });
});

describe('failureText', () => {
  it("says why a card could not load: the server's message, else the kind of failure", () => {
    expect(failureText(new ApiError(403, 'Forbidden', 'You may only see your own children.'))).toBe('You may only see your own children.');
    expect(failureText(new ApiError(0, 'Failed to fetch'))).toBe('The server could not be reached. Check your connection and try again.');
    expect(failureText(new ApiError(502, 'HTTP 502'))).toBe('The server had a problem (error 502). Try again later.');
    expect(failureText(new ApiError(200, 'Unexpected response from GET /api/learners/:studentId/tests'))).toBe(
      'The server sent an answer this page could not read. Try again later.',
    );
    expect(failureText(new Error('Something broke'))).toBe('Something broke');
  });
});

describe('formatDay', () => {
  it('shows a calendar day as that local day, whatever the time zone', () => {
    expect(formatDay('2026-03-05')).toBe(new Date(2026, 2, 5).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }));
    expect(formatDay('not a date')).toBe('not a date');
  });
});
