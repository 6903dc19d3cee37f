import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { MessageBody } from '../../src/contract/errors.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { recordActivity } from '../services/activity.ts';
import { assertCatalogueCourse } from '../services/catalogue.ts';
import { MATERIAL_CATEGORIES } from '../../src/contract/constants.ts';

const isCategory = (s: string): boolean => (MATERIAL_CATEGORIES as readonly string[]).includes(s);
const fileIdsOf = (row: { file_id: string; preview_file_id: string | null; thumbnail_file_id: string | null }): string[] =>
  [row.file_id, row.preview_file_id, row.thumbnail_file_id].filter((id): id is string => id !== null);

/**
 * DELETE /api/deleteStudyMaterial {fileName: "category/course/title"}. The name is looked up, never
 * made into a path: any title upload stored (percent signs, markup, dots) can be deleted.
 */
export function registerDeleteStudyMaterial(app: FastifyInstance, { db, blobs }: AppContext): void {
  const route = ROUTES.deleteMaterial;
  app.delete(route.path, async (req): Promise<MessageBody> => {
    const { fileName } = parseOr400(route.body, req.body ?? undefined, 'request body');
    const [category = '', course = '', ...rest] = fileName.split('/');
    const title = rest.join('/');
    if (!isCategory(category) || course === '' || title === '') {
      throw new HttpError(400, `Invalid fileName: "${fileName}" is not a category/course/title name.`);
    }
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; file_id: string; teacher_id: string; preview_file_id: string | null; thumbnail_file_id: string | null }>(
        'SELECT id, file_id, teacher_id, preview_file_id, thumbnail_file_id FROM materials WHERE category = $1 AND course = $2 AND title = $3 FOR UPDATE',
        [category, course, title],
      );
      const row = rows[0];
      if (!row) return undefined;
      // Only the teacher who uploaded a material may delete it.
      if (row.teacher_id !== req.identity!.teacherId) throw new HttpError(403, `Only the teacher who uploaded "${title}" can delete it.`);
      await tx.query('DELETE FROM materials WHERE id = $1', [row.id]);
      // The file and its page 1 images.
      for (const id of fileIdsOf(row)) await blobs.removeInTransaction(tx, id);
      await recordActivity(tx, row.teacher_id, 'delete', `Deleted ${title}`);
      return row;
    });
    if (!deleted) {
      // A name that finds nothing must name a subject of the catalogue (400 otherwise). A material
      // filed under a subject the catalogue has since dropped is still found, so still deleted.
      await assertCatalogueCourse(db, course);
      throw new HttpError(404, `Study material not found: ${fileName}`);
    }
    // On disk the row goes first (no list shows it any more), then the bytes; a crash in
    // between leaves a file without a row, which the next start removes.
    for (const id of fileIdsOf(deleted)) await blobs.removeAfterCommit(id);
    return { message: `Deleted ${title}` };
  });
}
