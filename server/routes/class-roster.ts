import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { pageWindow } from '../http/paging.ts';
import { classSummary } from '../services/classes.ts';
import { classRow } from '../services/class-writes.ts';
import { addToRoster, listRoster, listSchoolStudents, removeFromRoster } from '../services/roster.ts';
import { importRoster } from '../services/roster-import.ts';
import { addCoTeacher, removeCoTeacher } from '../services/class-teachers.ts';

/**
 * A class's roster (its teachers and an administrator list, add, remove and import students)
 * and its teachers (its owner and an administrator add and remove co-teachers); the school's
 * students, names and grades only, for teachers to find whom to add.
 */
export function registerClassRoster(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.classRoster, {}, async ({ params, query }) => {
    const c = await classRow(db, Number(params.id));
    return listRoster(db, c.name, query.q || undefined, pageWindow(query));
  });

  defineRoute(app, ROUTES.addToRoster, {}, async ({ params, body, req }) => {
    const c = await classRow(db, Number(params.id));
    return addToRoster(db, req.identity!, c.name, body.studentIds);
  });

  defineRoute(app, ROUTES.removeFromRoster, {}, async ({ params, req }) => {
    const c = await classRow(db, Number(params.id));
    return removeFromRoster(db, req.identity!, c.name, params.studentId);
  });

  defineRoute(app, ROUTES.importRoster, {}, async ({ params, body, req }) => {
    const c = await classRow(db, Number(params.id));
    return importRoster(db, req.identity!, c.name, body.csv, body.commit);
  });

  defineRoute(app, ROUTES.addClassTeacher, {}, async ({ params, body, req }) => {
    const c = await classRow(db, Number(params.id));
    await addCoTeacher(db, req.identity!, c, body.email);
    return classSummary(db, c.id);
  });

  defineRoute(app, ROUTES.removeClassTeacher, {}, async ({ params, req }) => {
    const c = await classRow(db, Number(params.id));
    await removeCoTeacher(db, req.identity!, c, params.teacherId);
    return classSummary(db, c.id);
  });

  defineRoute(app, ROUTES.schoolStudents, {}, async ({ query }) =>
    listSchoolStudents(db, query.q || undefined, pageWindow(query)),
  );
}
