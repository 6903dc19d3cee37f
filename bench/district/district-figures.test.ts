import { describe, expect, it } from 'vitest';
import { meets } from '../lib/figure.ts';
import { districtFigures, routeOf, type SideResults } from './district-figures.ts';
import { rowsOf } from './replay.ts';

describe('routeOf', () => {
  it('names a call by its contract route and query names, whatever the ids and values', () => {
    expect(routeOf('GET', '/api/studyMaterials/D00001')).toBe('GET /api/studyMaterials/:studentId');
    expect(routeOf('GET', '/api/studyMaterials/S001')).toBe('GET /api/studyMaterials/:studentId');
    expect(routeOf('GET', '/api/attendance?date=2026-12-02&class=Class%20A')).toBe('GET /api/attendance?date&class');
    expect(routeOf('GET', '/api/students')).toBe('GET /api/students');
    expect(routeOf('GET', '/api/students/S001/attendance')).toBe('GET /api/students/:studentId/attendance');
  });

  it("names a list's later pages as its first page, so both data sets measure the same call", () => {
    expect(routeOf('GET', '/api/learners/S001/results?cursor=100&limit=100')).toBe('GET /api/learners/:studentId/results?limit');
    expect(routeOf('GET', '/api/learners/S001/results?limit=100')).toBe('GET /api/learners/:studentId/results?limit');
  });
});

const side = (firstData: number[], routes: Record<string, { times: number[]; bytes: number; rows?: number }>): SideResults => ({
  screens: new Map([['teacher Students', { role: 'teacher', firstDataMs: firstData, routes: Object.keys(routes) }]]),
  routes: new Map(Object.entries(routes).map(([k, v]) => [`teacher ${k}`, v])),
});

describe('districtFigures', () => {
  it('gives budgets to first data, p95 and size, and compares each with the demo seed', () => {
    const times = Array.from({ length: 20 }, (_, i) => 10 + i * 10); // p95 = 190 ms
    const district = side([1200, 1300, 1400], { 'GET /api/students': { times, bytes: 300 * 1024 } });
    const demo = side([300, 400, 500], { 'GET /api/students': { times: [20, 30, 40], bytes: 20 * 1024 } });
    const figures = districtFigures(district, demo);
    const byName = (start: string) => figures.find((f) => f.name.startsWith(start))!;
    expect(byName('district teacher Students: first data')).toMatchObject({ value: 1300, budget: { max: 1500 } });
    expect(byName('  teacher Students vs demo seed (400 ms)').value).toBeCloseTo(3.25);
    expect(byName('district GET /api/students (teacher: Students): p50').value).toBe(105);
    expect(byName('  /api/students p95')).toMatchObject({ value: 190, budget: { max: 150 } });
    expect(meets(byName('  /api/students p95'))).toBe(false);
    expect(byName('  /api/students body')).toMatchObject({ value: 300, unit: 'KB' });
    expect(byName('  /api/students p95 vs demo seed (40 ms)').value).toBeCloseTo(190 / 40);
    expect(byName('  /api/students body vs demo seed (20 KB)').value).toBeCloseTo(15);
  });

  it('compares tiny demo figures against a floor, and says when the demo seed lacks a route', () => {
    const district = side([100], {
      'GET /api/me': { times: [3, 3, 3], bytes: 500 },
      'GET /api/tests': { times: [5, 5, 5], bytes: 5000 },
    });
    const demo = side([100], { 'GET /api/me': { times: [1, 1, 1], bytes: 200 } });
    const figures = districtFigures(district, demo);
    expect(figures.find((f) => f.name.startsWith('  /api/me p95 vs demo seed (1.0 ms)'))!.value).toBeCloseTo(0.3);
    expect(figures.find((f) => f.name.startsWith('  /api/me body vs demo seed (0.2 KB)'))!.value).toBeCloseTo(500 / 1024);
    const missing = figures.filter((f) => f.name.includes('vs demo seed (n/a'));
    expect(missing).toHaveLength(2);
    expect(missing.every((f) => f.error === 'not measured on the demo seed')).toBe(true);
  });
});

describe('list sizes', () => {
  it('counts the rows of a list answer: an array, or the one array of an object', () => {
    expect(rowsOf([1, 2, 3])).toBe(3);
    expect(rowsOf({ data: [1, 2], total: 40, nextCursor: '2' })).toBe(2);
    expect(rowsOf({ students: [], total: 0 })).toBe(0);
    expect(rowsOf({ user: { id: 1 } })).toBeUndefined();
    expect(rowsOf({ studyMaterials: [1, 2, 3], total: 9, nextCursor: '3', courses: ['Physics'], classes: ['A', 'B'] })).toBe(3);
    expect(rowsOf({ a: [1], b: [2] })).toBeUndefined();
    expect(rowsOf('text')).toBeUndefined();
  });

  it("compares a page of a list with the demo seed's shorter list per row, and other answers whole", () => {
    const district = side([100], {
      'GET /api/students?limit': { times: [5, 5, 5], bytes: 100 * 500, rows: 100 },
      'GET /api/dashboard': { times: [5, 5, 5], bytes: 4000 },
    });
    const demo = side([100], {
      'GET /api/students?limit': { times: [5, 5, 5], bytes: 19 * 480, rows: 19 },
      'GET /api/dashboard': { times: [5, 5, 5], bytes: 1000 },
    });
    const figures = districtFigures(district, demo);
    const perRow = figures.find((f) => f.name.startsWith('  /api/students?limit body per row vs demo seed'))!;
    expect(perRow.value).toBeCloseTo(500 / 480);
    expect(perRow.name).toContain('19 rows');
    expect(figures.find((f) => f.name.startsWith('  /api/dashboard body vs demo seed'))!.value).toBeCloseTo(4000 / 1024);
  });

  it('still flags rows that grew fat', () => {
    const district = side([100], { 'GET /api/tests': { times: [5, 5, 5], bytes: 50 * 4000, rows: 50 } });
    const demo = side([100], { 'GET /api/tests': { times: [5, 5, 5], bytes: 5 * 1000, rows: 5 } });
    const perRow = districtFigures(district, demo).find((f) => f.name.includes('body per row'))!;
    expect(perRow.value).toBeCloseTo(4);
    expect(meets(perRow)).toBe(false);
  });
});
