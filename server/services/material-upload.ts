import type { FastifyRequest } from 'fastify';
import { UploadFields, type UploadResponse } from '../../src/contract/materials.ts';
import { UPLOAD_MISSING_FIELDS_MESSAGE } from '../../src/contract/constants.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { unstorableText } from '../http/nul-text.ts';
import { fileLinkFor } from '../auth/file-link.ts';
import { receiveUpload } from '../storage/receive-upload.ts';
import { newFileId } from '../storage/blob-store.ts';
import { inspectUploads } from '../processing/inspect-upload.ts';
import { insertMaterial, toTeacherMaterial } from './materials.ts';
import { recordActivity } from './activity.ts';
import { assertCatalogueCourse } from './catalogue.ts';
import { checkAudience } from './material-audience.ts';
import { cleanTitle } from '../storage/safe-name.ts';

/**
 * Receives, checks and stores the files of one upload: all or nothing. Any refused file (a PDF
 * pdf.js cannot open too) fails the request and nothing is stored.
 */
export async function storeUpload(
  req: FastifyRequest,
  teacherId: string,
  { db, store, blobs, auth, pdfChecks, jobs }: AppContext,
): Promise<UploadResponse> {
  const { fields, lists, files } = await receiveUpload(req, store);
  const ids = files.map(() => newFileId());
  try {
    if (files.length === 0 || !fields.category || !fields.course) throw new HttpError(400, UPLOAD_MISSING_FIELDS_MESSAGE);
    const sent = { ...fields, classes: lists.classes ?? [] };
    // A form's fields are text no JSON check has seen: what no column stores (NUL) is refused here.
    const unstored = unstorableText(sent);
    if (unstored) throw new HttpError(400, `Invalid upload form: ${unstored.path}: ${unstored.why}`);
    const form = parseOr400(UploadFields, sent, 'upload form');
    if (form.teacherId !== undefined && form.teacherId !== teacherId) {
      throw new HttpError(400, 'Invalid upload form: teacherId does not match the URL.');
    }
    if (form.title !== undefined && files.length > 1) {
      throw new HttpError(400, 'Invalid upload form: title names one file; upload one file to give it a title.');
    }
    // Materials are filed under a subject of the catalogue, for classes the teacher teaches.
    await assertCatalogueCourse(db, form.course);
    await checkAudience(db, req.identity!, form.classes);
    const facts = await inspectUploads(files, pdfChecks);
    // Every file is stored (under a server-generated id) before its row, in one transaction: a
    // listed material always has its bytes, and an upload is stored whole or not at all.
    const rows = await db.transaction(async (tx) => {
      for (const [i, f] of files.entries()) await blobs.put(tx, ids[i]!, f.tempPath);
      const out = [];
      for (const [i, f] of files.entries()) {
        out.push(
          await insertMaterial(tx, {
            fileId: ids[i]!,
            teacherId,
            category: form.category,
            course: form.course,
            title: form.title === undefined ? f.title : cleanTitle(form.title),
            mime: f.mime,
            size: f.size,
            description: form.description ?? '',
            classes: form.classes,
            ...facts[i]!,
          }),
        );
      }
      await recordActivity(
        tx,
        teacherId,
        'upload',
        `Uploaded ${out.map((r) => r.title).join(', ')} to ${form.category}/${form.course}`,
      );
      return out;
    });
    jobs.poke();
    return {
      message: `Uploaded ${rows.length} file${rows.length === 1 ? '' : 's'}.`,
      materials: rows.map((r) => toTeacherMaterial(r, fileLinkFor(req, auth.authSecret).query)),
    };
  } catch (err) {
    await blobs.discard(ids);
    throw err;
  } finally {
    // A disk store renamed them into place; a database store copied them.
    await Promise.all(files.map((f) => store.remove(f.tempPath)));
  }
}
