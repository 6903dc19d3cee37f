import type { AccountRole } from '../../src/contract/account-texts.ts';
import type { RouteName } from '../../src/contract/routes.ts';
import type { Queryable } from '../db/queryable.ts';
import type { Identity } from './identity.ts';
import { attemptRefusal, testRefusal } from './test-owner.ts';
import { classOwnerRefusal, classRefusal } from './class-access.ts';

/**
 * Who may call each route. `public`: anyone; `account`: any signed-in account, even one
 * waiting for approval or a link; otherwise an active account of one of `roles`, for which
 * `owns` (when given) must also hold on the route's path parameters, and `refuses` (when given)
 * must find no reason to refuse in the stored row the path names (whose test). Rules that depend
 * on the body (whose material, whose attendance) are checked in the route itself.
 */
export type Access =
  | 'public'
  | 'account'
  | {
      roles: readonly AccountRole[];
      owns?: (i: Identity, params: Record<string, string>) => boolean;
      refuses?: (db: Queryable, i: Identity, params: Record<string, string>) => Promise<string | undefined>;
    };

const TEACHER = { roles: ['teacher'] } as const;
const ownTeacherId = {
  roles: ['teacher'],
  owns: (i: Identity, p: Record<string, string>) => i.teacherId === p.teacherId,
} as const;

const ADMIN = { roles: ['admin'] } as const;
const TEACHER_OR_ADMIN = { roles: ['teacher', 'admin'] } as const;
/** A class the teacher teaches (path `id`), or any class for an administrator. */
const OWN_CLASS = { roles: ['teacher', 'admin'], refuses: classRefusal } as const;
/** A class the teacher owns (path `id`), or any class for an administrator. */
const OWNED_CLASS = { roles: ['teacher', 'admin'], refuses: classOwnerRefusal } as const;

/** A test the teacher manages (path `id`). */
const OWN_TEST = { roles: ['teacher'], refuses: testRefusal } as const;

/** A student's own record, a parent's children, or any student for a teacher or the school's administrator. */
const seesStudent = {
  roles: ['student', 'parent', 'teacher', 'admin'],
  owns: (i: Identity, p: Record<string, string>) =>
    i.role === 'teacher' || i.role === 'admin' || i.studentIds.includes(p.studentId ?? ''),
} as const;

export const ACCESS: Record<RouteName, Access> = {
  signIn: 'public',
  signUp: 'public',
  signOut: 'public',
  me: 'account',
  // The public home page shows the catalogue's subjects.
  catalogue: 'public',
  learnerMaterials: seesStudent,
  learnerTests: seesStudent,
  learnerResults: seesStudent,
  attendanceSummary: seesStudent,
  // Whose attempt it is (the student's own, a parent's child's) is checked in the route.
  startAttempt: { roles: ['student'] },
  // A teacher sees attempts at the tests they manage.
  attempt: { roles: ['student', 'parent', 'teacher'], refuses: attemptRefusal },
  saveAnswers: { roles: ['student'] },
  submitAttempt: { roles: ['student'] },
  gradeAttempt: { roles: ['teacher'], refuses: attemptRefusal },
  testResults: OWN_TEST,
  // Any account's materials lists name these files; embed pages use a signed link instead.
  file: { roles: ['student', 'parent', 'teacher'] },
  filePreview: { roles: ['student', 'parent', 'teacher'] },
  filePreviewText: { roles: ['student', 'parent', 'teacher'] },
  fileThumbnail: { roles: ['student', 'parent', 'teacher'] },
  // A teacher searches their own materials, learners and parents the learners' list: the route decides.
  searchMaterials: { roles: ['student', 'parent', 'teacher'] },
  // Every account keeps its own place in each material it may open.
  readingPosition: { roles: ['student', 'parent', 'teacher'] },
  saveReadingPosition: { roles: ['student', 'parent', 'teacher'] },
  uploadMaterials: ownTeacherId,
  teacherMaterials: ownTeacherId,
  dashboard: ownTeacherId,
  deleteMaterial: TEACHER,
  // A teacher's directory is their classes' students, an administrator's every student.
  students: TEACHER_OR_ADMIN,
  // A teacher lists the classes they teach, an administrator every class.
  classes: TEACHER_OR_ADMIN,
  createClass: TEACHER_OR_ADMIN,
  joinClass: { roles: ['student'] },
  classDetail: OWN_CLASS,
  updateClass: OWN_CLASS,
  deleteClass: OWNED_CLASS,
  newJoinCode: OWN_CLASS,
  classRoster: OWN_CLASS,
  addToRoster: OWN_CLASS,
  removeFromRoster: OWN_CLASS,
  importRoster: OWN_CLASS,
  addClassTeacher: OWNED_CLASS,
  removeClassTeacher: OWNED_CLASS,
  // To add students to a class, its teachers search the school's students (names and grades only).
  schoolStudents: TEACHER_OR_ADMIN,
  // Whose class it is, is checked in the route (it names the class in the body).
  syncClassRoster: TEACHER_OR_ADMIN,
  saveAttendance: TEACHER,
  attendance: TEACHER,
  studentCount: TEACHER,
  attendanceReport: TEACHER,
  // A teacher's list holds the tests they manage.
  tests: TEACHER,
  testDetail: OWN_TEST,
  createTest: TEACHER,
  scheduleTest: OWN_TEST,
  assignTest: OWN_TEST,
  reviewTest: OWN_TEST,
  // The school's administrator approves or declines teacher sign-ups and lists the teachers.
  pendingAccounts: ADMIN,
  approveAccount: ADMIN,
  declineAccount: ADMIN,
  teachers: ADMIN,
  studentLinks: TEACHER_OR_ADMIN,
  linkAccount: TEACHER_OR_ADMIN,
  unlinkAccount: TEACHER_OR_ADMIN,
};
