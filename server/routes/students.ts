import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { currentTerm } from '../services/term.ts';
import { directoryTeacher, listStudents, studentCount } from '../services/students.ts';

/** The caller's student list (with the term's attendance % and average test score) and its count. */
export function registerStudents(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.students, {}, async ({ req, reply }) => {
    const term = currentTerm();
    // The figure depends on the term and the day as well as on the stored marks; the list on whose it is.
    const whose = directoryTeacher(req.identity!) ?? '*';
    return sendCachedJson(req, reply, db, `students:${whose}:${term.start}:${term.today}`, () =>
      listStudents(db, term, req.identity!),
    );
  });

  defineRoute(app, ROUTES.studentCount, {}, async ({ req, reply }) =>
    sendCachedJson(req, reply, db, `student-count:${directoryTeacher(req.identity!) ?? '*'}`, () =>
      studentCount(db, req.identity!),
    ),
  );
}
