import type { AccountRole } from '../../src/contract/account-texts.ts';
import type { RouteName } from '../../src/contract/routes.ts';
import type { Queryable } from '../db/queryable.ts';
import type { Identity } from './identity.ts';
import { attemptRefusal, testRefusal } from './test-owner.ts';
import { classOwnerRefusal, classRefusal, studentRefusal } from './class-access.ts';
import { materialOwnerRefusal, materialPathRefusal } from './material-access.ts';

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

/** Accounts whose lists name materials' files: which material each may open, the route decides. */
const MATERIAL_READERS = { roles: ['student', 'parent', 'teacher', 'admin'] } as const;
/** A material the teacher uploaded (path `id`), or any material for an administrator. */
const OWN_MATERIAL = { roles: ['teacher', 'admin'], refuses: materialOwnerRefusal } as const;

/** A test the teacher manages (path `id`): they created it or teach a class it is assigned to. */
const OWN_TEST = { roles: ['teacher'], refuses: testRefusal } as const;

/** A student's own record, a parent's children, a teacher's classes' students, or any student for an administrator. */
const seesStudent = {
  roles: ['student', 'parent', 'teacher', 'admin'],
  owns: (i: Identity, p: Record<string, string>) =>
    i.role === 'teacher' || i.role === 'admin' || i.studentIds.includes(p.studentId ?? ''),
  refuses: studentRefusal,
} as const;
/** A student record of a class the teacher teaches, or any for an administrator. */
const TAUGHT_STUDENT = { roles: ['teacher', 'admin'], refuses: studentRefusal } as const;

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
  questionFigures: OWN_TEST,
  gradingQueue: OWN_TEST,
  // Whose material it is (its audience's classes) is checked in the route, where a malformed id
  // is 404 like an unknown one; embed pages use a signed link instead of the session.
  file: MATERIAL_READERS,
  filePreview: MATERIAL_READERS,
  filePreviewText: MATERIAL_READERS,
  fileThumbnail: MATERIAL_READERS,
  // Any account: the link opens only the files the routes above let it open.
  fileAccess: 'account',
  // A teacher searches their own materials, learners and parents the learners' list: the route decides.
  searchMaterials: { roles: ['student', 'parent', 'teacher'] },
  // Every account keeps its own place in each material it may open.
  readingPosition: { ...MATERIAL_READERS, refuses: materialPathRefusal },
  saveReadingPosition: { ...MATERIAL_READERS, refuses: materialPathRefusal },
  uploadMaterials: ownTeacherId,
  teacherMaterials: ownTeacherId,
  dashboard: ownTeacherId,
  deleteMaterial: TEACHER,
  updateMaterial: OWN_MATERIAL,
  replaceMaterialFile: OWN_MATERIAL,
  // A teacher's directory is their classes' students, an administrator's the whole school.
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
  // Marks are saved by a teacher of the class (checked in the route: the class is in the body or query).
  saveAttendance: TEACHER,
  attendance: TEACHER_OR_ADMIN,
  studentCount: TEACHER_OR_ADMIN,
  attendanceReport: TEACHER_OR_ADMIN,
  // A teacher's list holds the tests they manage (an administrator manages none).
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
  studentLinks: TAUGHT_STUDENT,
  linkAccount: TAUGHT_STUDENT,
  unlinkAccount: TAUGHT_STUDENT,
};
