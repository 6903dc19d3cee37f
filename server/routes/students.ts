import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { currentTerm } from '../services/term.ts';
import { listStudents, studentCount } from '../services/students.ts';

/** The student list (with the term's attendance % and average test score) and the student count. */
export function registerStudents(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.students, {}, async ({ req, reply }) => {
    const term = currentTerm();
    // The figure depends on the term and the day as well as on the stored marks.
    return sendCachedJson(req, reply, db, `students:${term.start}:${term.today}`, () => listStudents(db, term));
  });

  defineRoute(app, ROUTES.studentCount, {}, async ({ req, reply }) =>
    sendCachedJson(req, reply, db, 'student-count', () => studentCount(db)),
  );
}
