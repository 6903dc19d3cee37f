import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import { SEARCH_LIMIT_DEFAULT, type MaterialSearchResponse } from '../../src/contract/material-search.ts';
import type { AppContext } from '../context.ts';
import { parseOr400 } from '../http/errors.ts';
import { fileLinkFor } from '../auth/file-link.ts';
import { toLearnerMaterial, toTeacherMaterial } from '../services/materials.ts';
import { searchMaterialPages } from '../services/material-search.ts';

/**
 * GET /api/materials/search?q=&limit=: the text of the materials the caller's list shows. A
 * teacher searches their own materials (their Manage list); learners and parents search every
 * material learners see. Each hit is the material as that list returns it (an embed token's
 * request gets signed file links), its best page and a snippet.
 */
export function registerSearchMaterials(app: FastifyInstance, { db, auth }: AppContext): void {
  const route = ROUTES.searchMaterials;
  app.get(route.path, async (req): Promise<MaterialSearchResponse> => {
    const { q, limit } = parseOr400(route.query, req.query, 'query');
    const identity = req.identity!;
    const link = fileLinkFor(req, auth.authSecret);
    const teacher = identity.role === 'teacher';
    const rows = await searchMaterialPages(db, q, limit === undefined ? SEARCH_LIMIT_DEFAULT : Number(limit), teacher ? { teacherId: identity.teacherId ?? '' } : {});
    return {
      hits: rows.map((r) => ({
        material: teacher ? toTeacherMaterial(r.material, link.query) : toLearnerMaterial(r.material, link.query),
        page: r.page,
        snippet: r.snippet,
      })),
    };
  });
}
