import { describe, expect, it } from 'vitest';
import { attendanceMarks, classOfStudent, FULL_DISTRICT, scaledDistrict, schoolDays, teachersOfClass } from './plan.ts';

const rosterSizes = (plan: typeof FULL_DISTRICT) => {
  const sizes = new Array<number>(plan.classes).fill(0);
  for (let i = 0; i < plan.students; i++) sizes[classOfStudent(plan, i)]!++;
  return sizes;
};

describe('district plan', () => {
  it('the full district has 3.6 million marks and rosters of 33 or 34 in every class', () => {
    expect(attendanceMarks(FULL_DISTRICT)).toBe(3_607_200);
    const sizes = rosterSizes(FULL_DISTRICT);
    expect(Math.min(...sizes)).toBe(33);
    expect(Math.max(...sizes)).toBe(34);
  });

  it('every class has an owner and two co-teachers, distinct, and every teacher teaches', () => {
    const taught = new Set<number>();
    for (let c = 0; c < FULL_DISTRICT.classes; c++) {
      const ts = teachersOfClass(FULL_DISTRICT, c);
      expect(new Set(ts).size).toBe(3);
      expect(ts.every((t) => t >= 0 && t < FULL_DISTRICT.teachers)).toBe(true);
      ts.forEach((t) => taught.add(t));
    }
    expect(taught.size).toBe(FULL_DISTRICT.teachers);
  });

  it('a small district keeps the proportions and stays consistent', () => {
    const small = scaledDistrict(200, 20);
    expect(small).toMatchObject({ students: 200, classes: 6, teachers: 4, tests: 20, attempts: 1946, materials: 50, days: 20 });
    expect(rosterSizes(small).every((n) => n >= 33 && n <= 34)).toBe(true);
    for (let c = 0; c < small.classes; c++) expect(new Set(teachersOfClass(small, c)).size).toBe(small.coTeachers + 1);
  });

  it('a tiny district still has two classes, each with its own teachers', () => {
    const tiny = scaledDistrict(10, 5);
    expect(tiny.classes).toBe(2);
    expect(tiny.coTeachers).toBe(1);
    expect(teachersOfClass(tiny, 0)).toEqual([0, 1]);
  });

  it('school days are the weekdays before today, oldest first', () => {
    // 2026-12-02 is a Wednesday.
    expect(schoolDays('2026-12-02', 4)).toEqual(['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01']);
    expect(schoolDays('2026-12-02', 180)).toHaveLength(180);
  });
});
