import { addDays } from '../../src/contract/dates.ts';
import { rng } from './rng.ts';

/** Marks for the `weekdays` school days before `today` (today is left for the teacher). */
export function makeAttendance(
  students: { id: string; class: string }[],
  today: string,
  teacherId: string,
  weekdays = 20,
): unknown[][] {
  const r = rng(11);
  const days: string[] = [];
  for (let d = addDays(today, -1); days.length < weekdays; d = addDays(d, -1)) {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (dow !== 0 && dow !== 6) days.push(d);
  }
  const rows: unknown[][] = [];
  for (const date of days.reverse()) {
    for (const s of students) {
      const x = r();
      const status = x < 0.86 ? 'present' : x < 0.94 ? 'absent' : 'late';
      rows.push([s.id, date, s.class, status, teacherId]);
    }
  }
  return rows;
}
