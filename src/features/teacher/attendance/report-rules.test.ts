import { describe, expect, it } from 'vitest';
import { addDays, type AttendanceReport } from '../../../contract/index.ts';
import { attendanceReport, reportStudent } from './report-fixtures.ts';
import { csvCell, toCsv } from '../shared/csv.ts';
import { ENGLISH } from '../shared/format.ts';
import { teacherSharedMessages } from '../shared/messages.ts';
import { attendanceMessages } from './messages.ts';
import {
  barHeight,
  defaultRange,
  dotLetter,
  rangeProblem,
  reportCsv,
  reportFileName,
  shortDate,
  termRange,
  trendComparison,
  trendText,
} from './report-rules.ts';

describe('date range', () => {
  it('defaults to the 30 days up to today', () => {
    expect(defaultRange('2025-03-30')).toEqual({ start: '2025-03-01', end: '2025-03-30' });
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('opens on the term so far, kept within a range the server takes', () => {
    expect(termRange('2025-01-01', '2025-03-30')).toEqual({ start: '2025-01-01', end: '2025-03-30' });
    expect(termRange('2025-03-30', '2025-03-30')).toEqual({ start: '2025-03-30', end: '2025-03-30' });
    // A term that starts after today shows today; one that began over 366 days ago, the last 366.
    expect(termRange('2025-04-02', '2025-03-30')).toEqual({ start: '2025-03-30', end: '2025-03-30' });
    expect(termRange('2023-09-01', '2025-03-30')).toEqual({ start: '2024-03-29', end: '2025-03-30' });
    expect(rangeProblem(termRange('2023-09-01', '2025-03-30').start, '2025-03-30', attendanceMessages.en)).toBeNull();
  });
  it('refuses an empty, reversed or too long range', () => {
    expect(rangeProblem('', '2025-01-01', attendanceMessages.en)).toBe('Choose a start and an end date.');
    expect(rangeProblem('2025-02-01', '2025-01-01', attendanceMessages.en)).toBe(
      'The start date must be on or before the end date.',
    );
    expect(rangeProblem('2024-01-01', '2025-06-01', attendanceMessages.en)).toBe('Choose a range of at most 366 days.');
    expect(rangeProblem('2025-01-01', '2025-01-01', attendanceMessages.en)).toBeNull();
  });
});

describe('trend indicator', () => {
  it("reads '+2%' or '-1%'", () => {
    expect(trendText(2, ENGLISH)).toBe('+2%');
    expect(trendText(-1, ENGLISH)).toBe('-1%');
    expect(trendText(0, ENGLISH)).toBe('+0%');
  });
  it("says 'from last month' for a month-long range, else names the compared period", () => {
    expect(trendComparison('2025-03-01', '2025-03-30', attendanceMessages.en)).toBe('from last month');
    expect(trendComparison('2025-02-01', '2025-02-28', attendanceMessages.en)).toBe('from last month');
    expect(trendComparison('2025-03-01', '2025-03-07', attendanceMessages.en)).toBe('from the previous 7 days');
    expect(trendComparison('2025-03-01', '2025-03-01', attendanceMessages.en)).toBe('from the previous day');
  });
});

describe('recent records and bars', () => {
  it('letters marks P, A (late L)', () => {
    expect(['present', 'absent', 'late'].map((s) => dotLetter(s, attendanceMessages.en))).toEqual(['P', 'A', 'L']);
  });
  it('draws no bar for a week without marks and a sliver for 0%', () => {
    expect(barHeight(0, 0)).toBe(0);
    expect(barHeight(0, 10)).toBe(2);
    expect(barHeight(87, 10)).toBe(87);
  });
});

describe('CSV export', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(42)).toBe('42');
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('"a","b"\r\n1,2\r\n');
  });
  it('writes one row per student of the shown report', () => {
    const report = attendanceReport(
      [
        reportStudent(['S1', '=cmd|calc', 1], 80, [
          ['2025-03-29', 'present'],
          ['2025-03-30', 'absent'],
        ]),
      ],
      { averageAttendance: 80, totalAbsent: 1, date: '2025-03-30', change: 2 },
      { class: 'Class B', start: '2025-03-01', end: '2025-03-30' },
    );
    expect(reportCsv(report, attendanceMessages.en)).toBe(
      '"Student ID","Student","Roll No","Attendance %","Recent Records"\r\n' +
        `"S1","'=cmd|calc",1,80,"2025-03-29 P; 2025-03-30 A"\r\n`,
    );
    expect(reportFileName(report)).toBe('attendance-class-b-2025-03-01-to-2025-03-30.csv');
  });
});

describe('in Spanish and Arabic', async () => {
  const ES = await attendanceMessages.load.es();
  const AR = await attendanceMessages.load.ar();
  const SHARED_AR = await teacherSharedMessages.load.ar();
  const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);

  it('names the compared period with the plural forms of the language', () => {
    expect(trendComparison('2025-03-01', '2025-03-07', ES)).toBe('respecto a los 7 días anteriores');
    expect(trendComparison('2025-03-01', '2025-03-01', ES)).toBe('respecto al día anterior');
    expect(trendComparison('2025-03-01', '2025-03-02', AR)).toBe('مقارنةً باليومين السابقين');
    expect(trendComparison('2025-03-01', '2025-03-11', AR)).toBe(`مقارنةً بالـ${arabic(11)} يومًا السابقة`);
    expect(trendComparison('2025-03-01', '2025-03-30', AR)).toBe('مقارنةً بالشهر الماضي');
  });
  it('letters the dots and heads the CSV in the language', () => {
    expect(['present', 'absent', 'late'].map((s) => dotLetter(s, ES))).toEqual(['P', 'A', 'T']);
    expect(['present', 'absent', 'late'].map((s) => dotLetter(s, AR))).toEqual(['ح', 'غ', 'م']);
    const report = {
      class: 'Class B',
      start: '2025-03-01',
      end: '2025-03-30',
      students: [],
      weeklyTrend: [],
    } as unknown as AttendanceReport;
    expect(reportCsv(report, ES)).toBe(
      '"ID de estudiante","Estudiante","N.º de lista","% de asistencia","Registros recientes"\r\n',
    );
  });
  it('writes the trend with the language digits', () => {
    expect(trendText(2, { tag: 'ar', m: SHARED_AR })).toBe(`+${arabic(2)}٪`);
    expect(rangeProblem('2025-02-01', '2025-01-01', ES)).toBe('La fecha de inicio debe ser igual o anterior a la fecha de fin.');
  });
  it('shows a short day with the month in the language', () => {
    expect(shortDate('2025-03-03', 'en')).toBe('Mar 3');
    expect(shortDate('2025-03-03', 'es')).toBe('3 mar');
    expect(shortDate('not a day', 'es')).toBe('not a day');
  });
});
