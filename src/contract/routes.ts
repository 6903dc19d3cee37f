import * as z from 'zod/mini';
import { pathId } from './primitives.ts';
import { MessageBody } from './errors.ts';
import { StudentCountResponse, StudentsResponse } from './students.ts';
import {
  DeleteMaterialRequest,
  LearnerMaterialsResponse,
  TeacherMaterialsResponse,
  UploadResponse,
} from './materials.ts';
import {
  AttendanceQuery,
  AttendanceRecordsResponse,
  AttendanceReportQuery,
  AttendanceReportResponse,
  AttendanceSubmission,
  AttendanceSummaryResponse,
  SaveAttendanceResponse,
} from './attendance.ts';
import {
  AttemptResponse,
  GradeAttemptRequest,
  LearnerResultsResponse,
  LearnerTestsResponse,
  SaveAnswersRequest,
  SaveAnswersResponse,
  SubmitAttemptRequest,
  TestResultsResponse,
} from './attempts.ts';
import {
  AssignTestRequest,
  CreateTestRequest,
  ScheduleTestRequest,
  TestDetailResponse,
  TestResponse,
  TestsResponse,
} from './tests.ts';
import { DashboardResponse } from './dashboard.ts';
import { AccountsResponse, LinkAccountRequest, MeResponse, SignInRequest, SignUpRequest } from './auth.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** Fastify-style path: `:name` segments are filled from `params`. */
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** JSON body; 'multipart' for the upload form. */
  body?: z.ZodMiniType | 'multipart';
  /** JSON response on success; null for the binary file route. */
  response: z.ZodMiniType | null;
  /** Status on success. */
  status: number;
}

const teacherParams = z.object({ teacherId: pathId });
const idParams = z.object({ id: z.string().check(z.regex(/^\d{1,9}$/, 'id must be a number')) });

/**
 * Every API call: the eight of spec section 7 (same methods, paths, body shapes), then the
 * calls DESIGN.md's placeholder decisions add. Client and server both read this table.
 */
export const ROUTES = {
  learnerMaterials: {
    method: 'GET', path: '/api/studyMaterials/:studentId',
    params: z.object({ studentId: pathId }), response: LearnerMaterialsResponse, status: 200,
  },
  uploadMaterials: {
    method: 'POST', path: '/api/UploadStudyMaterial/:teacherId',
    params: teacherParams, body: 'multipart', response: UploadResponse, status: 201,
  },
  teacherMaterials: {
    method: 'GET', path: '/api/getStudyMaterials/:teacherId',
    params: teacherParams, response: TeacherMaterialsResponse, status: 200,
  },
  deleteMaterial: {
    method: 'DELETE', path: '/api/deleteStudyMaterial',
    body: DeleteMaterialRequest, response: MessageBody, status: 200,
  },
  students: { method: 'GET', path: '/api/students', response: StudentsResponse, status: 200 },
  saveAttendance: {
    method: 'POST', path: '/api/attendance', body: AttendanceSubmission, response: SaveAttendanceResponse, status: 200,
  },
  attendance: {
    method: 'GET', path: '/api/attendance', query: AttendanceQuery, response: AttendanceRecordsResponse, status: 200,
  },
  studentCount: { method: 'GET', path: '/api/getAllStudentcount', response: StudentCountResponse, status: 200 },

  // Added by DESIGN.md's placeholder decisions.
  attendanceReport: {
    method: 'GET', path: '/api/attendance/report',
    query: AttendanceReportQuery, response: AttendanceReportResponse, status: 200,
  },
  tests: { method: 'GET', path: '/api/tests', response: TestsResponse, status: 200 },
  testDetail: { method: 'GET', path: '/api/tests/:id', params: idParams, response: TestDetailResponse, status: 200 },
  createTest: { method: 'POST', path: '/api/tests', body: CreateTestRequest, response: TestResponse, status: 201 },
  scheduleTest: {
    method: 'PUT', path: '/api/tests/:id/schedule',
    params: idParams, body: ScheduleTestRequest, response: TestResponse, status: 200,
  },
  assignTest: {
    method: 'PUT', path: '/api/tests/:id/assignment',
    params: idParams, body: AssignTestRequest, response: TestResponse, status: 200,
  },
  dashboard: {
    method: 'GET', path: '/api/dashboard/:teacherId', params: teacherParams, response: DashboardResponse, status: 200,
  },
  // Accounts and sessions.
  signIn: { method: 'POST', path: '/api/auth/sign-in', body: SignInRequest, response: MeResponse, status: 200 },
  signUp: { method: 'POST', path: '/api/auth/sign-up', body: SignUpRequest, response: MeResponse, status: 201 },
  signOut: { method: 'POST', path: '/api/auth/sign-out', response: MessageBody, status: 200 },
  me: { method: 'GET', path: '/api/me', response: MeResponse, status: 200 },
  pendingAccounts: { method: 'GET', path: '/api/accounts/pending', response: AccountsResponse, status: 200 },
  approveAccount: {
    method: 'POST', path: '/api/accounts/:id/approve', params: idParams, response: MessageBody, status: 200,
  },
  studentLinks: {
    method: 'GET', path: '/api/students/:studentId/links',
    params: z.object({ studentId: pathId }), response: AccountsResponse, status: 200,
  },
  linkAccount: {
    method: 'POST', path: '/api/students/:studentId/links',
    params: z.object({ studentId: pathId }), body: LinkAccountRequest, response: AccountsResponse, status: 200,
  },
  unlinkAccount: {
    method: 'DELETE', path: '/api/students/:studentId/links/:id',
    params: z.object({ studentId: pathId, id: idParams.shape.id }), response: AccountsResponse, status: 200,
  },
  // Learners take the tests their class is assigned; teachers grade them; parents see their children.
  learnerTests: {
    method: 'GET', path: '/api/learners/:studentId/tests',
    params: z.object({ studentId: pathId }), response: LearnerTestsResponse, status: 200,
  },
  learnerResults: {
    method: 'GET', path: '/api/learners/:studentId/results',
    params: z.object({ studentId: pathId }), response: LearnerResultsResponse, status: 200,
  },
  attendanceSummary: {
    method: 'GET', path: '/api/students/:studentId/attendance',
    params: z.object({ studentId: pathId }), response: AttendanceSummaryResponse, status: 200,
  },
  /** Starts an attempt, or answers the one in progress (200) so a reload resumes it. */
  startAttempt: {
    method: 'POST', path: '/api/tests/:id/attempts', params: idParams, response: AttemptResponse, status: 201,
  },
  attempt: { method: 'GET', path: '/api/attempts/:id', params: idParams, response: AttemptResponse, status: 200 },
  saveAnswers: {
    method: 'PUT', path: '/api/attempts/:id/answers',
    params: idParams, body: SaveAnswersRequest, response: SaveAnswersResponse, status: 200,
  },
  submitAttempt: {
    method: 'POST', path: '/api/attempts/:id/submit',
    params: idParams, body: SubmitAttemptRequest, response: AttemptResponse, status: 200,
  },
  gradeAttempt: {
    method: 'PUT', path: '/api/attempts/:id/grades',
    params: idParams, body: GradeAttemptRequest, response: AttemptResponse, status: 200,
  },
  testResults: { method: 'GET', path: '/api/tests/:id/results', params: idParams, response: TestResultsResponse, status: 200 },
  file: {
    // The material's number: short and sequential, so a list of thousands of URLs gzips well.
    method: 'GET', path: '/api/files/:id', params: idParams,
    response: null, status: 200,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** Fills `:name` segments, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
