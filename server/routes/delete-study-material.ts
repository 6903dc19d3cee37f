import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { MessageBody } from '../../src/contract/errors.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { recordActivity } from '../services/activity.ts';

/**
 * True when a client path tries to leave the storage folder: '..' or '.' segments, absolute
 * or drive paths, backslashes, NUL, in the raw name or in its percent-decoded forms.
 */
export function isTraversal(name: string): boolean {
  const variants = [name];
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(variants[variants.length - 1]!);
      if (next === variants[variants.length - 1]) break;
      variants.push(next);
    } catch {
      break;
    }
  }
  return variants.some(
    (v) =>
      v.includes('\0') ||
      v.includes('\\') ||
      /^\//.test(v) ||
      /^[A-Za-z]:/.test(v) ||
      v.split('/').some((seg) => seg === '..' || seg === '.'),
  );
}

/** DELETE /api/deleteStudyMaterial {fileName: "category/course/title"}. */
export function registerDeleteStudyMaterial(app: FastifyInstance, { db, store }: AppContext): void {
  const route = ROUTES.deleteMaterial;
  app.delete(route.path, async (req): Promise<MessageBody> => {
    const { fileName } = parseOr400(route.body, req.body ?? undefined, 'request body');
    if (isTraversal(fileName)) throw new HttpError(400, `Invalid fileName: "${fileName}" is not a category/course/title name.`);
    const [category, course, ...rest] = fileName.split('/');
    const title = rest.join('/');
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; file_id: string; teacher_id: string }>(
        'SELECT id, file_id, teacher_id FROM materials WHERE category = $1 AND course = $2 AND title = $3 FOR UPDATE',
        [category, course ?? '', title],
      );
      const row = rows[0];
      if (!row) return undefined;
      // Only the teacher who uploaded a material may delete it.
      if (row.teacher_id !== req.identity!.teacherId) throw new HttpError(403, `Only the teacher who uploaded "${title}" can delete it.`);
      await tx.query('DELETE FROM materials WHERE id = $1', [row.id]);
      await recordActivity(tx, row.teacher_id, 'delete', `Deleted ${title}`);
      return row;
    });
    if (!deleted) throw new HttpError(404, `Study material not found: ${fileName}`);
    // The row is gone first (no list shows it any more); then the bytes.
    await store.remove(store.pathOf(deleted.file_id));
    return { message: `Deleted ${title}` };
  });
}
