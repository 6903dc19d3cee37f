import type { AttendanceSummary, QuestionResult, TeacherMaterial } from '../contract/index.ts';

/** Sample data in the contract's shapes. */
export function sampleMaterial(name: string, extra: Partial<TeacherMaterial> = {}): TeacherMaterial {
  const [category = '', course = '', ...title] = name.split('/');
  return {
    name,
    id: 1,
    title: title.join('/'),
    description: '',
    classes: ['Class A'],
    category,
    course,
    uploaded_at: '2025-01-15T09:30:00.000Z',
    size: 2048,
    url: '/api/files/abcdefabcdefabcdef',
    type: 'application/pdf',
    ...extra,
  };
}

export function sampleStudent(i: number, extra: Record<string, unknown> = {}) {
  return {
    student_id: `S${String(i).padStart(3, '0')}`,
    name: `Student ${i}`,
    classes: ['Class A'],
    grade: '9th',
    email: `student${i}@school.test`,
    phone: `555-01${String(i).padStart(2, '0')}`,
    address: '1 Main St',
    parent_name: `Parent ${i}`,
    parent_phone: '555-0000',
    parent_email: `parent${i}@school.test`,
    last_attendance_status: 'present',
    roll_no: i,
    date_of_birth: '2010-03-15',
    enrollment_date: '2023-06-01',
    emergency_contact: 'Parent 555-0000',
    ...extra,
  };
}

/** Attendance records of days of March 2026, each [day, status], in the order given. */
export const marchRecords = (...days: [number, AttendanceSummary['recent'][number]['status']][]): AttendanceSummary['recent'] =>
  days.map(([day, status]) => ({ date: `2026-03-${String(day).padStart(2, '0')}`, status }));

/** A term summary: present on the 2nd and 4th, late on the 3rd, absent on the 5th of March 2026. */
export function sampleAttendanceSummary(
  studentId: string,
  name: string,
  extra: Partial<AttendanceSummary> = {},
): AttendanceSummary {
  return {
    studentId,
    name,
    class: 'Class A',
    termStart: '2026-01-01',
    percentage: 75,
    present: 2,
    late: 1,
    absent: 1,
    markedDays: 4,
    recent: marchRecords([5, 'absent'], [4, 'present'], [3, 'late'], [2, 'present']),
    absences: ['2026-03-05'],
    ...extra,
  };
}

/** A child's term summary as a parent sees it: 92% of 12 days, absent on 5 March 2026. */
export const sampleChildSummary = (studentId: string, name: string, extra: Partial<AttendanceSummary> = {}): AttendanceSummary =>
  sampleAttendanceSummary(studentId, name, {
    percentage: 92,
    present: 10,
    markedDays: 12,
    recent: marchRecords([6, 'present'], [5, 'absent'], [4, 'late']),
    ...extra,
  });

/** A graded question's result: correct with all the points, incorrect with none, else partial. */
export function gradedResult(
  questionId: string,
  answer: string,
  correctAnswer: string,
  points: number,
  maxPoints: number,
  comment = '',
): QuestionResult {
  const outcome = points === maxPoints ? 'correct' : points === 0 ? 'incorrect' : 'partial';
  return { questionId, answer, correctAnswer, points, maxPoints, outcome, comment };
}
