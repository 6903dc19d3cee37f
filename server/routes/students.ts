import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { teachesClass } from '../auth/class-access.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { pageWindow } from '../http/paging.ts';
import { currentTerm } from '../services/term.ts';
import { directoryTeacher, listStudents, studentCount } from '../services/students.ts';

/**
 * The caller's student list, a page at a time (with the term's attendance % and average test
 * score; of one of their classes, a school year or a search when asked), and its count.
 */
export function registerStudents(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.students, {}, async ({ query, req, reply }) => {
    const term = currentTerm();
    if (query.class !== undefined && !teachesClass(req.identity!, query.class))
      throw new HttpError(403, `Only the teachers of ${query.class} and the school's administrator can list its students.`);
    // The figure depends on the term and the day as well as on the stored marks; the list on whose it is.
    const whose = directoryTeacher(req.identity!) ?? '*';
    const filters = { class: query.class, grade: query.grade, q: query.q || undefined };
    const page = pageWindow(query);
    const asked = [filters.class ?? null, filters.grade ?? null, filters.q ?? null, page.offset, page.limit];
    const key = `students:${JSON.stringify([whose, ...asked, term.start, term.today])}`;
    return sendCachedJson(req, reply, db, key, () => listStudents(db, term, req.identity!, filters, page));
  });

  defineRoute(app, ROUTES.studentCount, {}, async ({ req, reply }) =>
    sendCachedJson(req, reply, db, `student-count:${directoryTeacher(req.identity!) ?? '*'}`, () =>
      studentCount(db, req.identity!),
    ),
  );
}
