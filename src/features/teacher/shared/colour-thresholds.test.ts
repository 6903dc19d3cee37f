import { describe, expect, it } from 'vitest';
import { attendanceTone, gradeTone, letterTone } from './colour-thresholds.ts';

describe('teacher colour thresholds', () => {
  it.each([
    [100, 'success'],
    [90, 'success'],
    [89, 'info'],
    [80, 'info'],
    [79, 'warning'],
    [70, 'warning'],
    [69, 'danger'],
    [0, 'danger'],
  ] as const)('grade %i is %s', (n, tone) => expect(gradeTone(n)).toBe(tone));

  it.each([
    [100, 'success'],
    [90, 'success'],
    [89, 'warning'],
    [80, 'warning'],
    [79, 'danger'],
    [50, 'danger'],
    [0, 'danger'],
  ] as const)('attendance %i is %s', (n, tone) => expect(attendanceTone(n)).toBe(tone));

  it.each([
    ['A', 'success'],
    ['A+', 'success'],
    ['B', 'info'],
    ['B-', 'info'],
    ['C', 'warning'],
    ['D', 'danger'],
    ['F', 'danger'],
  ] as const)('letter %s is %s', (l, tone) => expect(letterTone(l)).toBe(tone));
});
