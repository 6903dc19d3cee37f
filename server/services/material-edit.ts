import type { FastifyRequest } from 'fastify';
import type { UpdateMaterialRequest, TeacherMaterial } from '../../src/contract/materials.ts';
import { UPLOAD_MISSING_FIELDS_MESSAGE } from '../../src/contract/constants.ts';
import type { AppContext } from '../context.ts';
import { fileLinkFor } from '../auth/file-link.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueJob } from '../processing/job-queue.ts';
import { inspectUploads } from '../processing/inspect-upload.ts';
import { newFileId } from '../storage/blob-store.ts';
import { receiveUpload } from '../storage/receive-upload.ts';
import { cleanTitle } from '../storage/safe-name.ts';
import { recordActivity } from './activity.ts';
import { assertCatalogueCourse } from './catalogue.ts';
import { checkAudience } from './material-audience.ts';
import { fileIdsOf, materialRow, setAudience, toTeacherMaterial, type MaterialRow } from './materials.ts';

const notFound = () => new HttpError(404, 'Study material not found.');
const titleTaken = (category: string, course: string, title: string) =>
  new HttpError(400, `Invalid material: title: ${category}/${course} already has a material named "${title}".`);

/** The material, locked for the rest of the transaction; 404 when there is none. */
async function lockedMaterial(tx: Parameters<typeof materialRow>[0], id: number): Promise<MaterialRow> {
  if ((await tx.query('SELECT id FROM materials WHERE id = $1 FOR UPDATE', [id])).length === 0) throw notFound();
  return (await materialRow(tx, id))!;
}

/**
 * Renames, re-files and re-addresses material `id` in one transaction; its id and file URL stay.
 * A new course must be a subject of the catalogue (the one it is filed under stays valid even
 * if the catalogue dropped it), a new class one the caller teaches, and the title free under
 * the category and course.
 */
export async function updateMaterial(
  req: FastifyRequest,
  id: number,
  body: UpdateMaterialRequest,
  { db, auth }: AppContext,
): Promise<TeacherMaterial> {
  const identity = req.identity!;
  const title = cleanTitle(body.title);
  const row = await db.transaction(async (tx) => {
    const old = await lockedMaterial(tx, id);
    if (body.course !== old.course) await assertCatalogueCourse(tx, body.course);
    await checkAudience(tx, identity, body.classes, old.classes);
    const taken = await tx.query('SELECT 1 FROM materials WHERE category = $1 AND course = $2 AND title = $3 AND id <> $4', [
      body.category,
      body.course,
      title,
      id,
    ]);
    if (taken.length > 0) throw titleTaken(body.category, body.course, title);
    await tx.query('UPDATE materials SET title = $2, description = $3, category = $4, course = $5 WHERE id = $1', [
      id,
      title,
      body.description,
      body.category,
      body.course,
    ]);
    await setAudience(tx, id, body.classes);
    await recordActivity(tx, old.teacher_id, 'edit', `Edited ${title} in ${body.category}/${body.course}`);
    return (await materialRow(tx, id))!;
  });
  return toTeacherMaterial(row, fileLinkFor(req, auth.authSecret).query);
}

/**
 * Replaces material `id`'s file with the one uploaded (multipart, one file in `files`), checked
 * as an upload's are: its id, URL, title and audience stay. What was read from the old file
 * (pages, page texts, page 1 images) goes, and processing runs again for the new one.
 */
export async function replaceMaterialFile(req: FastifyRequest, id: number, ctx: AppContext): Promise<TeacherMaterial> {
  const { db, store, blobs, auth, pdfChecks, jobs } = ctx;
  const { files } = await receiveUpload(req, store);
  const fileId = newFileId();
  let stored = false;
  try {
    if (files.length !== 1) {
      throw new HttpError(
        400,
        files.length === 0 ? UPLOAD_MISSING_FIELDS_MESSAGE : "Send one file to replace a material's file.",
      );
    }
    const file = files[0]!;
    const facts = (await inspectUploads(files, pdfChecks))[0]!;
    const { old, row } = await db.transaction(async (tx) => {
      const before = await lockedMaterial(tx, id);
      await blobs.put(tx, fileId, file.tempPath);
      await tx.query(
        `UPDATE materials SET file_id = $2, mime = $3, size = $4, uploaded_at = now(), processing = $5,
           width = $6, height = $7, orientation = $8, pages = NULL, has_outline = false, page_labels = NULL,
           preview_file_id = NULL, thumbnail_file_id = NULL, preview_text = NULL, file_missing = false
         WHERE id = $1`,
        [
          id,
          fileId,
          file.mime,
          file.size,
          facts.processing,
          facts.image?.width ?? null,
          facts.image?.height ?? null,
          facts.image?.orientation ?? null,
        ],
      );
      await tx.query('DELETE FROM material_pages WHERE material_id = $1', [id]);
      // A run still reading the old file cannot store its results: its claim names a job row that is gone.
      await tx.query('DELETE FROM material_jobs WHERE material_id = $1', [id]);
      if (facts.processing === 'pending') await enqueueJob(tx, id);
      for (const oldId of fileIdsOf(before)) await blobs.removeInTransaction(tx, oldId);
      await recordActivity(tx, before.teacher_id, 'edit', `Replaced the file of ${before.title}`);
      return { old: before, row: (await materialRow(tx, id))! };
    });
    stored = true;
    // The old bytes go once no row names them; a crash in between leaves files the next start removes.
    for (const oldId of fileIdsOf(old)) await blobs.removeAfterCommit(oldId);
    jobs.poke();
    return toTeacherMaterial(row, fileLinkFor(req, auth.authSecret).query);
  } catch (err) {
    if (!stored) await blobs.discard([fileId]);
    throw err;
  } finally {
    // A disk store renamed it into place; a database store copied it.
    await Promise.all(files.map((f) => store.remove(f.tempPath)));
  }
}
