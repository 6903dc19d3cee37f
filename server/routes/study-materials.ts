import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { LearnerMaterialsResponse, TeacherMaterialsResponse } from '../../src/contract/materials.ts';
import type { AppContext } from '../context.ts';
import { parseOr400 } from '../http/errors.ts';
import { MATERIAL_COLUMNS, toLearnerMaterial, toTeacherMaterial, type MaterialRow } from '../services/materials.ts';

/** GET /api/studyMaterials/{studentId}: every material learners can see, newest first. */
export function registerLearnerMaterials(app: FastifyInstance, { db }: AppContext): void {
  const route = ROUTES.learnerMaterials;
  app.get(route.path, async (req): Promise<LearnerMaterialsResponse> => {
    parseOr400(route.params, req.params, 'student id');
    const rows = await db.query<MaterialRow>(`SELECT ${MATERIAL_COLUMNS} FROM materials ORDER BY uploaded_at DESC, id DESC`);
    return { studyMaterials: rows.map(toLearnerMaterial) };
  });
}

/** GET /api/getStudyMaterials/{teacherId}: the teacher's materials, newest first. */
export function registerTeacherMaterials(app: FastifyInstance, { db }: AppContext): void {
  const route = ROUTES.teacherMaterials;
  app.get(route.path, async (req): Promise<TeacherMaterialsResponse> => {
    const { teacherId } = parseOr400(route.params, req.params, 'teacher id');
    const rows = await db.query<MaterialRow>(
      `SELECT ${MATERIAL_COLUMNS} FROM materials WHERE teacher_id = $1 ORDER BY uploaded_at DESC, id DESC`,
      [teacherId],
    );
    return { materials: rows.map(toTeacherMaterial) };
  });
}
