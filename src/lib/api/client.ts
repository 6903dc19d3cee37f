import { ROUTES } from '../../contract/routes.ts';
import type { LearnerMaterial, TeacherMaterial, UploadResponse } from '../../contract/materials.ts';
import type { Student } from '../../contract/students.ts';
import type { AttendanceRecord, AttendanceReport, AttendanceSubmission } from '../../contract/attendance.ts';
import type { CreateTestRequest, ManagedTest, TestDetail } from '../../contract/tests.ts';
import type { DashboardFigures } from '../../contract/dashboard.ts';
import type { ClassName } from '../../contract/constants.ts';
import type { AccountSummary, Me, SignInRequest, SignUpRequest } from '../../contract/auth.ts';
import type { AttendanceSummary } from '../../contract/attendance.ts';
import type { AnswerMap, Attempt, GradeAttemptRequest, LearnerResult, LearnerTest, SaveAnswersResponse, TestResults } from '../../contract/attempts.ts';
import { ApiError, isAbort, type ApiFailure } from './api-error.ts';
import { clientError } from './error-text.ts';
import { callRoute, resolveUrl, routeUrl, type FetchLike } from './request.ts';
import { sendForm, type UploadOptions } from './upload.ts';

export interface ApiClientOptions {
  /** Where errors the spec only "records" go (default: console.error). */
  onError?: (error: Error, operation: string) => void;
  /** For tests and special hosts; default: the global fetch. */
  fetch?: FetchLike;
}

export interface UploadForm {
  category: string;
  course: string;
  files: readonly (File | Blob)[];
}

type Signal = { signal?: AbortSignal };

/** A class's day of attendance: its records and version (undefined when unknown). */
export interface AttendanceDay {
  records: AttendanceRecord[];
  version: number | undefined;
}

/**
 * The typed API client the elements use; one function per operation of the contract.
 *
 * Error behaviour (spec section 8):
 * - lists the spec shows as empty on failure (learner materials, teacher materials, attendance
 *   records) and the student count (0) never throw: the error is recorded through `onError`;
 * - the student directory and every write throw ApiError: status 0 for a network failure,
 *   otherwise the HTTP status with the server's `message` in `serverMessage`;
 * - an aborted call always rejects with the AbortError.
 * Material `url`s come back absolute (resolved against `apiBase`).
 */
export function createApiClient(apiBase: string, options: ApiClientOptions = {}) {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const record = options.onError ?? ((error: Error, op: string) => console.error(`[edu api] ${op}:`, error));

  /** Runs a call whose failure the spec turns into a fallback value. */
  async function orFallback<T>(op: string, fallback: T, call: () => Promise<T>, notOk?: ApiFailure): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (isAbort(err)) throw err;
      const error = notOk && err instanceof ApiError && err.status !== 0 ? clientError(err.status, notOk, err.serverMessage) : (err as Error);
      record(error, op);
      return fallback;
    }
  }

  /**
   * GET /api/attendance?date=&class=: the records and, with a class, the day's version (saves
   * send it back); no records and no version on failure (recorded).
   */
  const getAttendanceDay = (date: string, className?: ClassName | string, o: Signal = {}): Promise<AttendanceDay> =>
    orFallback<AttendanceDay>('getAttendance', { records: [], version: undefined }, async () => {
      const res = await callRoute(fetchFn, apiBase, 'attendance', ROUTES.attendance.response, { query: { date, class: className }, signal: o.signal });
      return { records: res.data, version: res.version };
    });

  const withUrl = <T extends { url: string }>(m: T): T => ({ ...m, url: m.url ? resolveUrl(apiBase, m.url) : m.url });

  return {
    /** GET /api/studyMaterials/{studentId}; [] on failure ('Network response was not ok' recorded). */
    getLearnerMaterials(studentId: string, o: Signal = {}): Promise<LearnerMaterial[]> {
      return orFallback('getLearnerMaterials', [], async () => {
        const body = await callRoute(fetchFn, apiBase, 'learnerMaterials', ROUTES.learnerMaterials.response, {
          params: { studentId }, signal: o.signal,
        });
        return body.studyMaterials.map(withUrl);
      }, { kind: 'materials-not-ok' });
    },

    /** GET /api/getStudyMaterials/{teacherId}; [] on failure (recorded). */
    getTeacherMaterials(teacherId: string, o: Signal = {}): Promise<TeacherMaterial[]> {
      return orFallback('getTeacherMaterials', [], async () => {
        const body = await callRoute(fetchFn, apiBase, 'teacherMaterials', ROUTES.teacherMaterials.response, {
          params: { teacherId }, signal: o.signal,
        });
        return body.materials.map(withUrl);
      });
    },

    /** POST /api/UploadStudyMaterial/{teacherId} with real progress events; throws ApiError. */
    uploadStudyMaterials(teacherId: string, form: UploadForm, o: UploadOptions = {}): Promise<UploadResponse> {
      const data = new FormData();
      data.append('category', form.category);
      data.append('course', form.course);
      data.append('teacherId', teacherId);
      for (const f of form.files) data.append('files', f, (f as File).name ?? 'file');
      return sendForm(routeUrl(apiBase, 'uploadMaterials', { teacherId }), data, fetchFn, o).then((r) => ({
        ...r,
        materials: r.materials.map(withUrl),
      }));
    },

    /** DELETE /api/deleteStudyMaterial {fileName: "category/course/title"}; throws ApiError. */
    async deleteStudyMaterial(fileName: string, o: Signal = {}): Promise<{ message: string }> {
      return callRoute(fetchFn, apiBase, 'deleteMaterial', ROUTES.deleteMaterial.response, { body: { fileName }, signal: o.signal });
    },

    /**
     * GET /api/students; throws ApiError whose message is the server's message, else
     * 'Failed to fetch students', or 'Error fetching students: {error}' for a network failure.
     */
    async getStudents(o: Signal = {}): Promise<Student[]> {
      try {
        return (await callRoute(fetchFn, apiBase, 'students', ROUTES.students.response, { signal: o.signal })).data;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        if (err.status === 0) throw clientError(0, { kind: 'students-network', cause: err.failure ?? { kind: 'network', detail: err.message } });
        if (err.serverMessage !== undefined) throw new ApiError(err.status, err.serverMessage, err.serverMessage);
        throw clientError(err.status, { kind: 'students-failed' });
      }
    },

    /** GET /api/getAllStudentcount; 0 on failure (recorded). */
    getStudentCount(o: Signal = {}): Promise<number> {
      return orFallback('getStudentCount', 0, async () =>
        (await callRoute(fetchFn, apiBase, 'studentCount', ROUTES.studentCount.response, { signal: o.signal })).students,
      );
    },

    /** POST /api/attendance; throws ApiError (message: the server's). */
    saveAttendance(submission: AttendanceSubmission, o: Signal = {}) {
      return callRoute(fetchFn, apiBase, 'saveAttendance', ROUTES.saveAttendance.response, { body: submission, signal: o.signal });
    },

    /** GET /api/attendance?date=&class=; [] on failure (recorded). */
    async getAttendance(date: string, className?: ClassName | string, o: Signal = {}): Promise<AttendanceRecord[]> {
      return (await getAttendanceDay(date, className, o)).records;
    },

    getAttendanceDay,

    /** GET /api/attendance/report?class=&start=&end=; throws ApiError. */
    async getAttendanceReport(q: { class: string; start: string; end: string }, o: Signal = {}): Promise<AttendanceReport> {
      return (await callRoute(fetchFn, apiBase, 'attendanceReport', ROUTES.attendanceReport.response, { query: q, signal: o.signal })).data;
    },

    /** GET /api/tests; throws ApiError. */
    async getTests(o: Signal = {}): Promise<ManagedTest[]> {
      return (await callRoute(fetchFn, apiBase, 'tests', ROUTES.tests.response, { signal: o.signal })).data;
    },

    /** GET /api/tests/{id}: the test with its questions; throws ApiError. */
    async getTest(id: number, o: Signal = {}): Promise<TestDetail> {
      return (await callRoute(fetchFn, apiBase, 'testDetail', ROUTES.testDetail.response, { params: { id }, signal: o.signal })).data;
    },

    /** POST /api/tests: saved as a draft; throws ApiError. */
    async createTest(test: CreateTestRequest, o: Signal = {}): Promise<ManagedTest> {
      return (await callRoute(fetchFn, apiBase, 'createTest', ROUTES.createTest.response, { body: test, signal: o.signal })).data;
    },

    /** PUT /api/tests/{id}/schedule (draft only); throws ApiError (409 when not a draft). */
    async scheduleTest(id: number, scheduledDate: string, o: Signal = {}): Promise<ManagedTest> {
      return (await callRoute(fetchFn, apiBase, 'scheduleTest', ROUTES.scheduleTest.response, {
        params: { id }, body: { scheduledDate }, signal: o.signal,
      })).data;
    },

    /** PUT /api/tests/{id}/assignment: replaces assignedTo; throws ApiError. */
    async assignTest(id: number, assignedTo: string[], o: Signal = {}): Promise<ManagedTest> {
      return (await callRoute(fetchFn, apiBase, 'assignTest', ROUTES.assignTest.response, {
        params: { id }, body: { assignedTo }, signal: o.signal,
      })).data;
    },

    /** GET /api/dashboard/{teacherId}; throws ApiError (callers fall back to 0s). */
    async getDashboard(teacherId: string, o: Signal = {}): Promise<DashboardFigures> {
      return (await callRoute(fetchFn, apiBase, 'dashboard', ROUTES.dashboard.response, { params: { teacherId }, signal: o.signal })).data;
    },

    /** GET /api/me: the signed-in account; throws ApiError (401 when signed out). */
    async me(o: Signal = {}): Promise<Me> {
      return (await callRoute(fetchFn, apiBase, 'me', ROUTES.me.response, { signal: o.signal })).user;
    },

    /** POST /api/auth/sign-in: starts a session (the server sets its cookie); throws ApiError. */
    async signIn(body: SignInRequest): Promise<Me> {
      return (await callRoute(fetchFn, apiBase, 'signIn', ROUTES.signIn.response, { body })).user;
    },

    /** POST /api/auth/sign-up: creates the account and signs it in; throws ApiError. */
    async signUp(body: SignUpRequest): Promise<Me> {
      return (await callRoute(fetchFn, apiBase, 'signUp', ROUTES.signUp.response, { body })).user;
    },

    /** POST /api/auth/sign-out; throws ApiError. */
    async signOut(): Promise<void> {
      await callRoute(fetchFn, apiBase, 'signOut', ROUTES.signOut.response);
    },

    /** GET /api/accounts/pending: teacher sign-ups waiting for approval; throws ApiError. */
    async getPendingAccounts(o: Signal = {}): Promise<AccountSummary[]> {
      return (await callRoute(fetchFn, apiBase, 'pendingAccounts', ROUTES.pendingAccounts.response, { signal: o.signal })).data;
    },

    /** POST /api/accounts/{id}/approve; throws ApiError. */
    async approveAccount(id: number): Promise<string> {
      return (await callRoute(fetchFn, apiBase, 'approveAccount', ROUTES.approveAccount.response, { params: { id } })).message;
    },

    /** GET /api/students/{studentId}/links: Student and Parent accounts linked to the record. */
    async getStudentLinks(studentId: string, o: Signal = {}): Promise<AccountSummary[]> {
      return (await callRoute(fetchFn, apiBase, 'studentLinks', ROUTES.studentLinks.response, { params: { studentId }, signal: o.signal })).data;
    },

    /** POST /api/students/{studentId}/links {email}: the updated links; throws ApiError. */
    async linkAccount(studentId: string, email: string): Promise<AccountSummary[]> {
      return (await callRoute(fetchFn, apiBase, 'linkAccount', ROUTES.linkAccount.response, { params: { studentId }, body: { email } })).data;
    },

    /** DELETE /api/students/{studentId}/links/{id}: the updated links; throws ApiError. */
    async unlinkAccount(studentId: string, id: number): Promise<AccountSummary[]> {
      return (await callRoute(fetchFn, apiBase, 'unlinkAccount', ROUTES.unlinkAccount.response, { params: { studentId, id } })).data;
    },

    /** GET /api/learners/{studentId}/tests: the tests assigned to the learner's class; throws ApiError. */
    async getLearnerTests(studentId: string, o: Signal = {}): Promise<LearnerTest[]> {
      return (await callRoute(fetchFn, apiBase, 'learnerTests', ROUTES.learnerTests.response, { params: { studentId }, signal: o.signal })).data;
    },

    /** GET /api/learners/{studentId}/results: graded results, newest first; throws ApiError. */
    async getLearnerResults(studentId: string, o: Signal = {}): Promise<LearnerResult[]> {
      return (await callRoute(fetchFn, apiBase, 'learnerResults', ROUTES.learnerResults.response, { params: { studentId }, signal: o.signal })).data;
    },

    /** GET /api/students/{studentId}/attendance: the term's attendance figure and marks; throws ApiError. */
    async getAttendanceSummary(studentId: string, o: Signal = {}): Promise<AttendanceSummary> {
      return (await callRoute(fetchFn, apiBase, 'attendanceSummary', ROUTES.attendanceSummary.response, { params: { studentId }, signal: o.signal })).data;
    },

    /** POST /api/tests/{id}/attempts: starts an attempt, or returns the one in progress; throws ApiError (409: none left, not open yet). */
    async startAttempt(testId: number, o: Signal = {}): Promise<Attempt> {
      return (await callRoute(fetchFn, apiBase, 'startAttempt', ROUTES.startAttempt.response, { params: { id: testId }, signal: o.signal })).data;
    },

    /** GET /api/attempts/{id}: an attempt with the server's remaining time; throws ApiError. */
    async getAttempt(id: number, o: Signal = {}): Promise<Attempt> {
      return (await callRoute(fetchFn, apiBase, 'attempt', ROUTES.attempt.response, { params: { id }, signal: o.signal })).data;
    },

    /** PUT /api/attempts/{id}/answers: merges these answers into the stored ones; throws ApiError (409 once submitted). */
    saveAnswers(id: number, answers: AnswerMap, o: Signal = {}): Promise<SaveAnswersResponse> {
      // Kept alive: the last answers typed still arrive when the tab is closed right after.
      return callRoute(fetchFn, apiBase, 'saveAnswers', ROUTES.saveAnswers.response, { params: { id }, body: { answers }, signal: o.signal, keepalive: true });
    },

    /** POST /api/attempts/{id}/submit with the last answers: the graded (or waiting) attempt; throws ApiError. */
    async submitAttempt(id: number, answers?: AnswerMap, o: Signal = {}): Promise<Attempt> {
      return (await callRoute(fetchFn, apiBase, 'submitAttempt', ROUTES.submitAttempt.response, { params: { id }, body: { answers }, signal: o.signal })).data;
    },

    /** PUT /api/attempts/{id}/grades: a teacher's points and comments; throws ApiError. */
    async gradeAttempt(id: number, grades: GradeAttemptRequest['grades'], o: Signal = {}): Promise<Attempt> {
      return (await callRoute(fetchFn, apiBase, 'gradeAttempt', ROUTES.gradeAttempt.response, { params: { id }, body: { grades }, signal: o.signal })).data;
    },

    /** GET /api/tests/{id}/results: per student, per question and the grading queue; throws ApiError. */
    async getTestResults(id: number, o: Signal = {}): Promise<TestResults> {
      return (await callRoute(fetchFn, apiBase, 'testResults', ROUTES.testResults.response, { params: { id }, signal: o.signal })).data;
    },

    /** A server URL made absolute against the API base (e.g. to open a material). */
    resolveUrl: (url: string) => resolveUrl(apiBase, url),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
