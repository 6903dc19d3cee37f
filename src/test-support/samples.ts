import {
  DEMO_TEACHER_ID,
  DEMO_TEACHER_NAME,
  DEMO_TEACHER2_ID,
  DEMO_TEACHER2_NAME,
  type AttendanceSummary,
  type ClassesResponse,
  type ClassSummary,
  type QuestionResult,
  type Student,
  type TeacherMaterial,
} from '../contract/index.ts';
import { CATALOGUE } from './catalogue.ts';

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

export function sampleStudent(i: number, extra: Partial<Student> = {}): Student {
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

/** The demo school's classes: their courses and owners (Ms. Sharma owns Class A and B, Mr. Rao Class C and D). */
const DEMO_CLASSES: Record<string, { courseId: string; teacherId: string; teacher: string }> = {
  'Class A': { courseId: 'advanced-mathematics', teacherId: DEMO_TEACHER_ID, teacher: DEMO_TEACHER_NAME },
  'Class B': { courseId: 'physics-fundamentals', teacherId: DEMO_TEACHER_ID, teacher: DEMO_TEACHER_NAME },
  'Class C': { courseId: 'intro-programming', teacherId: DEMO_TEACHER2_ID, teacher: DEMO_TEACHER2_NAME },
  'Class D': { courseId: 'english-literature', teacherId: DEMO_TEACHER2_ID, teacher: DEMO_TEACHER2_NAME },
};

/**
 * A class as GET /api/classes lists it: a demo class (Class A-D) teaches its demo course and has
 * its demo owner; any other class has no course and Ms. Sharma as its owner.
 */
export function sampleClass(id: number, name: string, extra: Partial<ClassSummary> = {}): ClassSummary {
  const demo = DEMO_CLASSES[name];
  const courseId = demo?.courseId ?? null;
  return {
    id,
    name,
    courseId,
    courseTitle: CATALOGUE.courses.find((c) => c.id === courseId)?.title ?? null,
    grade: '',
    term: '2026-27',
    studentCount: 10,
    teachers: [{ teacherId: demo?.teacherId ?? DEMO_TEACHER_ID, name: demo?.teacher ?? DEMO_TEACHER_NAME, owner: true }],
    lms: false,
    joinCode: `CODE${String(id).padStart(4, '0')}`,
    ...extra,
  };
}

/** GET /api/classes answered in one page: the classes `names`, those in `lms` being LMS courses. */
export const classesPage = (names: readonly string[], o: { lms?: readonly string[] } = {}): ClassesResponse => ({
  data: names.map((name, i) => sampleClass(i + 1, name, o.lms?.includes(name) ? { lms: true } : {})),
  total: names.length,
  nextCursor: null,
});

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
