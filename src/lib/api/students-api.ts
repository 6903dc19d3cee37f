import { STUDENT_ROUTES, type Student } from '../../contract/students.ts';
import { call, orFallback, type ApiContext, type Signal } from './api-context.ts';
import { ApiError } from './api-error.ts';
import { clientError } from './error-text.ts';

/** The student directory calls. */
export const studentsApi = (ctx: ApiContext) => ({
  /**
   * GET /api/students; throws ApiError whose message is the server's message, else
   * 'Failed to fetch students', or 'Error fetching students: {error}' for a network failure.
   */
  async getStudents(o: Signal = {}): Promise<Student[]> {
    try {
      return (await call(ctx, STUDENT_ROUTES.students, { signal: o.signal })).data;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.status === 0)
        throw clientError(0, { kind: 'students-network', cause: err.failure ?? { kind: 'network', detail: err.message } });
      if (err.serverMessage !== undefined) throw new ApiError(err.status, err.serverMessage, err.serverMessage);
      throw clientError(err.status, { kind: 'students-failed' });
    }
  },

  /** GET /api/getAllStudentcount; 0 on failure (recorded). */
  getStudentCount(o: Signal = {}): Promise<number> {
    return orFallback(
      ctx,
      'getStudentCount',
      0,
      async () => (await call(ctx, STUDENT_ROUTES.studentCount, { signal: o.signal })).students,
    );
  },
});

export type StudentsApi = ReturnType<typeof studentsApi>;
