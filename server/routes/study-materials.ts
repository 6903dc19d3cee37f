import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { LearnerMaterialsResponse, TeacherMaterialsResponse } from '../../src/contract/materials.ts';
import type { AppContext } from '../context.ts';
import { parseOr400 } from '../http/errors.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { queryJsonRows } from '../db/json-rows.ts';
import { fileLinkFor } from '../auth/file-link.ts';
import { MATERIAL_COLUMNS, toLearnerMaterial, toTeacherMaterial, type MaterialRow } from '../services/materials.ts';

// Newest first; `id` breaks ties between materials uploaded in the same instant.
const NEWEST_FIRST = 'q.uploaded_at DESC, q.id DESC';

/** GET /api/studyMaterials/{studentId}: every material learners can see, newest first. */
export function registerLearnerMaterials(app: FastifyInstance, { db, auth }: AppContext): void {
  const route = ROUTES.learnerMaterials;
  app.get(route.path, async (req, reply) => {
    parseOr400(route.params, req.params, 'student id');
    const link = fileLinkFor(req, auth.authSecret);
    // The same list for every learner: one cache entry (one per embed account and hour).
    return sendCachedJson(req, reply, db, `learner-materials:${link.cacheKey}`, async (): Promise<LearnerMaterialsResponse> => {
      const rows = await queryJsonRows<MaterialRow>(db, `SELECT ${MATERIAL_COLUMNS} FROM materials WHERE NOT file_missing`, NEWEST_FIRST);
      return { studyMaterials: rows.map((r) => toLearnerMaterial(r, link.query)) };
    });
  });
}

/** GET /api/getStudyMaterials/{teacherId}: the teacher's materials, newest first. */
export function registerTeacherMaterials(app: FastifyInstance, { db, auth }: AppContext): void {
  const route = ROUTES.teacherMaterials;
  app.get(route.path, async (req, reply) => {
    const { teacherId } = parseOr400(route.params, req.params, 'teacher id');
    const link = fileLinkFor(req, auth.authSecret);
    return sendCachedJson(req, reply, db, `teacher-materials:${teacherId}:${link.cacheKey}`, async (): Promise<TeacherMaterialsResponse> => {
      const rows = await queryJsonRows<MaterialRow>(
        db,
        `SELECT ${MATERIAL_COLUMNS} FROM materials WHERE teacher_id = $1 AND NOT file_missing`,
        NEWEST_FIRST,
        [teacherId],
      );
      return { materials: rows.map((r) => toTeacherMaterial(r, link.query)) };
    });
  });
}
