import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { Student, StudentCountResponse, StudentsResponse } from '../../src/contract/students.ts';
import type { AppContext } from '../context.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { queryJsonRows } from '../db/json-rows.ts';

const STUDENT_SELECT = `
  SELECT s.student_id, s.name, s.class, s.grade, s.email, s.phone, s.address,
         s.parent_name, s.parent_phone, s.parent_email,
         (SELECT a.status FROM attendance a WHERE a.student_id = s.student_id ORDER BY a.date DESC LIMIT 1)
           AS last_attendance_status,
         s.roll_no, to_char(s.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         to_char(s.enrollment_date, 'YYYY-MM-DD') AS enrollment_date, s.emergency_contact
  FROM students s`;

/** GET /api/students: the section 3 Student shape, ordered by class and roll number. */
export function registerStudents(app: FastifyInstance, { db }: AppContext): void {
  app.get(ROUTES.students.path, async (req, reply) =>
    sendCachedJson(req, reply, db, 'students', async (): Promise<StudentsResponse> => {
      const rows = await queryJsonRows<Student & { date_of_birth: string | null; enrollment_date: string | null }>(
        db,
        STUDENT_SELECT,
        'q.class, q.roll_no, q.student_id',
      );
      return {
        data: rows.map((r) => ({ ...r, date_of_birth: r.date_of_birth ?? '', enrollment_date: r.enrollment_date ?? '' })),
      };
    }),
  );
}

/** GET /api/getAllStudentcount: {students: n}. */
export function registerStudentCount(app: FastifyInstance, { db }: AppContext): void {
  app.get(ROUTES.studentCount.path, async (req, reply) =>
    sendCachedJson(req, reply, db, 'student-count', async (): Promise<StudentCountResponse> => {
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM students');
      return { students: rows[0]?.n ?? 0 };
    }),
  );
}
