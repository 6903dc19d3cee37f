import { describe, expect, it } from 'vitest';
import type { Student } from '../../../contract/index.ts';
import { studentsMessages } from './messages.ts';
import { derivedAttendance, directoryAttendance, toDirectoryStudents } from './student-rules.ts';
import { initials } from '../../../lib/format.ts';

const ES = await studentsMessages.load.es();
const AR = await studentsMessages.load.ar();

const base: Student = {
  student_id: 'S1',
  name: 'Aarav Mehta',
  classes: ['Class A'],
  grade: '9th',
  email: 'aarav@school.test',
  phone: '+91 98765 43210',
  address: '',
  parent_name: '',
  parent_phone: '',
  parent_email: '',
  last_attendance_status: 'present',
};

describe('derived directory fields', () => {
  it('attendance is 100 / 0 / 50 by the last status', () => {
    expect(derivedAttendance('present')).toBe(100);
    expect(derivedAttendance('absent')).toBe(0);
    expect(derivedAttendance('late')).toBe(50);
    expect(derivedAttendance(null)).toBe(50);
  });
  it("attendance is the server's term figure when there is one, else the last-status rule", () => {
    expect(directoryAttendance({ attendance_percent: 73, last_attendance_status: 'absent' })).toBe(73);
    expect(directoryAttendance({ attendance_percent: 0, last_attendance_status: 'present' })).toBe(0);
    expect(directoryAttendance({ attendance_percent: null, last_attendance_status: 'present' })).toBe(100);
    expect(directoryAttendance({ last_attendance_status: 'absent' })).toBe(0);
    expect(toDirectoryStudents([{ ...base, attendance_percent: 88 }])[0]!.attendance).toBe(88);
  });
  it("average grade is the server's average of graded tests, 85 before any; the picture empty", () => {
    const [s] = toDirectoryStudents([base]);
    expect(s).toMatchObject({ attendance: 100, averageGrade: 85, profilePic: '' });
    expect(toDirectoryStudents([{ ...base, average_grade: 62 }])[0]!.averageGrade).toBe(62);
    expect(toDirectoryStudents([{ ...base, average_grade: 0 }])[0]!.averageGrade).toBe(0);
  });
});

describe('texts', () => {
  it('counts, initials and the next pages', () => {
    expect(studentsMessages.en.loadingMore).toBe('Loading more students...');
    expect(studentsMessages.en.moreFailed('offline')).toBe('Could not load more students: offline');
    expect(ES.moreFailed('x')).toBe('No se pudieron cargar más estudiantes: x');
    expect(studentsMessages.en.showing(3, 10)).toBe('Showing 3 of 10 students');
    expect(studentsMessages.en.showing(10000, 10000)).toBe('Showing 10000 of 10000 students');
    expect(initials('Aarav Kumar Mehta', '?')).toBe('AM');
    expect(initials('Cher', '?')).toBe('C');
    expect(initials('  ', '?')).toBe('?');
  });
});

describe('texts in Spanish and Arabic', () => {
  const ar = (n: number): string => new Intl.NumberFormat('ar').format(n);
  it('counts students with the language’s plural forms', () => {
    expect(ES.showing(1, 1)).toBe('Mostrando 1 de 1 estudiante');
    expect(ES.showing(3, 12000)).toBe('Mostrando 3 de 12.000 estudiantes');
    expect(AR.showing(1, 1)).toBe(`عرض ${ar(1)} من أصل طالب واحد`);
    expect(AR.showing(2, 2)).toBe(`عرض ${ar(2)} من أصل طالبين`);
    expect(AR.showing(3, 10)).toBe(`عرض ${ar(3)} من أصل ${ar(10)} طلاب`);
    expect(AR.showing(3, 11)).toBe(`عرض ${ar(3)} من أصل ${ar(11)} طالبًا`);
    expect(AR.showing(3, 100)).toBe(`عرض ${ar(3)} من أصل ${ar(100)} طالب`);
  });
  it("words the term's counts", () => {
    expect(studentsMessages.en.termCounts('Jan 1, 2026', 2, 1, 1, 4)).toBe(
      'This term (since Jan 1, 2026): 2 present, 1 late, 1 absent of 4 marked days.',
    );
    expect(studentsMessages.en.termCounts('Jan 1, 2026', 1, 0, 0, 1)).toBe(
      'This term (since Jan 1, 2026): 1 present, 0 late, 0 absent of 1 marked day.',
    );
    expect(ES.termCounts('1 ene 2026', 1, 2, 0, 3)).toBe(
      'Este periodo (desde el 1 ene 2026): 1 asistencia, 2 retrasos y 0 faltas de 3 días registrados.',
    );
    expect(AR.termCounts('x', 2, 1, 1, 4)).toBe(
      `هذا الفصل الدراسي (منذ x): حضور ${ar(2)}، تأخر ${ar(1)}، غياب ${ar(1)} من أصل ${ar(4)} أيام مسجّلة.`,
    );
  });
});
