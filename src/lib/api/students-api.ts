import { STUDENT_ROUTES, type StudentsQuery, type StudentsResponse } from '../../contract/students.ts';
import { call, orFallback, type ApiContext, type Signal } from './api-context.ts';
import { ApiError } from './api-error.ts';
import { clientError } from './error-text.ts';
import { limitQuery } from './page-query.ts';

/**
 * A page of the student directory: of one class, of one school year, whose name, id, email or
 * phone contains `q`; `cursor` is the `nextCursor` of the page before; `signal` aborts it.
 */
export type StudentPage = Pick<StudentsQuery, 'class' | 'grade' | 'q' | 'cursor'> & { limit?: number } & Signal;

/** The student directory calls. */
export const studentsApi = (ctx: ApiContext) => ({
  /**
   * GET /api/students: one page of the caller's students, by name, and how many match; throws
   * ApiError whose message is the server's message, else 'Failed to fetch students', or
   * 'Error fetching students: {error}' for a network failure.
   */
  async getStudentPage(page: StudentPage = {}): Promise<StudentsResponse> {
    const query = {
      class: page.class,
      grade: page.grade,
      q: page.q || undefined,
      cursor: page.cursor,
      limit: limitQuery(page.limit),
    };
    try {
      return await call(ctx, STUDENT_ROUTES.students, { signal: page.signal, query });
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
