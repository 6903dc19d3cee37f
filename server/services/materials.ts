import type { Database, Queryable } from '../db/queryable.ts';
import { queryJsonRows } from '../db/json-rows.ts';
import { HttpError } from '../http/errors.ts';
import { containsPattern, pageOf, type Paged, type PageWindow } from '../http/paging.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { MATERIAL_CATEGORIES } from '../../src/contract/constants.ts';
import { recordActivity } from './activity.ts';
import { assertCatalogueCourse } from './catalogue.ts';
import type { LearnerMaterial, MaterialProcessing, TeacherMaterial } from '../../src/contract/materials.ts';
import { numberedTitle } from '../storage/safe-name.ts';
import { enqueueJob } from '../processing/job-queue.ts';

export interface MaterialRow {
  id: number;
  file_id: string;
  teacher_id: string;
  category: string;
  course: string;
  title: string;
  mime: string;
  size: number;
  uploaded_at: Date | string;
  processing: MaterialProcessing;
  pages: number | null;
  width: number | null;
  height: number | null;
  preview_file_id: string | null;
  thumbnail_file_id: string | null;
  /** Page 1's text layout is stored (the text itself is only read by its own route). */
  has_preview_text: boolean;
  description: string;
  /** Its audience: the classes it is filed for, by name. */
  classes: string[];
}

/** A material row's columns, selected FROM materials (unaliased: its audience's subquery names it). */
export const MATERIAL_COLUMNS =
  'id, file_id, teacher_id, category, course, title, mime, size, uploaded_at, processing, pages, width, height, preview_file_id, thumbnail_file_id, preview_text IS NOT NULL AS has_preview_text, description, ' +
  'ARRAY(SELECT mc.class FROM material_classes mc WHERE mc.material_id = materials.id ORDER BY mc.class) AS classes';

/**
 * The URL the viewer opens: relative to the API base, resolved by the client. It names the
 * material's number, not the random name of the file on disk: every list is public, so a random
 * URL hides nothing, and a random one would make a long list's response three times larger.
 */
export const fileUrl = (id: number, query = ''): string => `/api/files/${id}${query}`;

/**
 * A PDF's page 1 as a WebP image, or its text layout (the files routes), named by the
 * material with the same access as its file. `v` (from the image's random id) changes with the image: browsers keep the
 * image for ever, and a reset database's material 1 is another document.
 */
export const imageUrl = (id: number, kind: 'preview' | 'thumbnail' | 'preview-text', imageId: string, query = ''): string =>
  `/api/files/${id}/${kind}?v=${imageId.slice(0, 6)}${query.replace(/^\?/, '&')}`;

const iso = (d: Date | string): string => new Date(d).toISOString();

/** What processing learnt, only the fields it has. */
function processedFields(r: MaterialRow, query: string) {
  return {
    processing: r.processing,
    ...(r.pages !== null ? { pages: r.pages } : {}),
    ...(r.width !== null && r.height !== null ? { width: r.width, height: r.height } : {}),
    ...(r.preview_file_id !== null ? { preview_url: imageUrl(r.id, 'preview', r.preview_file_id, query) } : {}),
    ...(r.thumbnail_file_id !== null ? { thumbnail_url: imageUrl(r.id, 'thumbnail', r.thumbnail_file_id, query) } : {}),
    // Written with the preview: the preview's id versions it too.
    ...(r.has_preview_text && r.preview_file_id !== null
      ? { preview_text_url: imageUrl(r.id, 'preview-text', r.preview_file_id, query) }
      : {}),
  };
}

/** `query`: the signed `?access=` of file-link.ts for embed-token requests, else ''. */
export function toTeacherMaterial(r: MaterialRow, query = ''): TeacherMaterial {
  return {
    name: `${r.category}/${r.course}/${r.title}`,
    id: r.id,
    title: r.title,
    description: r.description,
    classes: r.classes,
    category: r.category,
    course: r.course,
    uploaded_at: iso(r.uploaded_at),
    size: r.size,
    url: fileUrl(r.id, query),
    type: r.mime,
    ...processedFields(r, query),
  };
}

/** `seen`: the learner's classes (a parent's children's); the material lists those of its audience. */
export function toLearnerMaterial(r: MaterialRow, query = '', seen: readonly string[] = []): LearnerMaterial {
  return {
    name: r.title,
    category: r.category,
    course: r.course,
    classes: r.classes.filter((c) => seen.includes(c)),
    description: r.description,
    size: r.size,
    uploaded_at: iso(r.uploaded_at),
    url: fileUrl(r.id, query),
    type: r.mime,
    ...processedFields(r, query),
  };
}

export interface NewMaterial {
  fileId: string;
  teacherId: string;
  category: string;
  course: string;
  title: string;
  mime: string;
  size: number;
  uploadedAt?: Date;
  /** 'pending' queues a processing job in the same transaction (default 'done'). */
  processing?: 'pending' | 'done';
  /** An image's size as shown and its EXIF orientation. */
  image?: { width: number; height: number; orientation: number | null };
  description?: string;
  /** Its audience, by class name (classes that exist). */
  classes: readonly string[];
}

/** Makes `classes` the audience of material `id`. */
export async function setAudience(tx: Queryable, id: number, classes: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM material_classes WHERE material_id = $1 AND NOT (class = ANY($2::text[]))', [id, classes]);
  await tx.query(
    'INSERT INTO material_classes (material_id, class) SELECT $1, c FROM unnest($2::text[]) AS c ON CONFLICT DO NOTHING',
    [id, classes],
  );
}

/**
 * Inserts a material under its title, or "title (2)", "title (3)"... when the name is taken:
 * two uploads with the same name both survive. ON CONFLICT keeps the transaction usable. A
 * 'pending' material gets its processing job, and its audience, in the same transaction.
 */
export async function insertMaterial(tx: Queryable, m: NewMaterial): Promise<MaterialRow> {
  for (let n = 1; n < 1000; n++) {
    const title = n === 1 ? m.title : numberedTitle(m.title, n);
    const rows = await tx.query<{ id: number; processing: string }>(
      `INSERT INTO materials (file_id, teacher_id, category, course, title, mime, size, uploaded_at, processing, width, height, orientation, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()), $9, $10, $11, $12, $13)
       ON CONFLICT (category, course, title) DO NOTHING
       RETURNING id, processing`,
      [
        m.fileId,
        m.teacherId,
        m.category,
        m.course,
        title,
        m.mime,
        m.size,
        m.uploadedAt?.toISOString() ?? null,
        m.processing ?? 'done',
        m.image?.width ?? null,
        m.image?.height ?? null,
        m.image?.orientation ?? null,
        m.description ?? '',
      ],
    );
    const row = rows[0];
    if (row) {
      if (row.processing === 'pending') await enqueueJob(tx, row.id);
      await setAudience(tx, row.id, m.classes);
      return (await materialRow(tx, row.id))!;
    }
  }
  throw new Error(`Too many materials named ${m.title}`);
}

/** Material `id`'s row, with its audience; undefined when there is none. */
export async function materialRow(db: Queryable, id: number): Promise<MaterialRow | undefined> {
  const rows = await db.query<MaterialRow>(`SELECT ${MATERIAL_COLUMNS} FROM materials WHERE id = $1`, [id]);
  return rows[0];
}

// Newest first; `id` breaks ties between materials uploaded in the same instant.
const NEWEST_FIRST = 'q.uploaded_at DESC, q.id DESC';

/** The classes of these students' rosters, by name, in order. */
export async function classesOfStudents(db: Queryable, studentIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ class: string }>(
    'SELECT DISTINCT class FROM class_students WHERE student_id = ANY($1::text[]) ORDER BY class',
    [studentIds],
  );
  return rows.map((r) => r.class);
}

/** What a teacher's list of materials is narrowed to; '' or none: no filter. */
export interface TeacherMaterialFilters {
  /** A part of the title, case ignored. */
  q?: string;
  category?: string;
  course?: string;
}

/** One page of a teacher's materials, newest first, narrowed by the filters, with the whole list's size. */
export async function teacherMaterialPage(
  db: Queryable,
  teacherId: string,
  f: TeacherMaterialFilters,
  w: PageWindow,
): Promise<Paged<MaterialRow>> {
  const where = `teacher_id = $1 AND NOT file_missing
    AND ($2::text IS NULL OR title ILIKE $2)
    AND ($3::text IS NULL OR category = $3)
    AND ($4::text IS NULL OR course = $4)`;
  const params = [teacherId, f.q ? containsPattern(f.q) : null, f.category || null, f.course || null];
  const rows = await queryJsonRows<MaterialRow>(
    db,
    `SELECT ${MATERIAL_COLUMNS} FROM materials WHERE ${where} ORDER BY uploaded_at DESC, id DESC LIMIT $5 OFFSET $6`,
    NEWEST_FIRST,
    [...params, w.limit, w.offset],
  );
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM materials WHERE ${where}`, params);
  return pageOf(rows, count!.total, w);
}

const isCategory = (s: string): boolean => (MATERIAL_CATEGORIES as readonly string[]).includes(s);
/** A material's stored files: its own and its page 1 images. */
export const fileIdsOf = (row: { file_id: string; preview_file_id: string | null; thumbnail_file_id: string | null }): string[] =>
  [row.file_id, row.preview_file_id, row.thumbnail_file_id].filter((id): id is string => id !== null);

/**
 * Deletes the material named "category/course/title" with its file and page 1 images; only the
 * teacher who uploaded it may. The name is looked up, never made into a path: any title upload
 * stored (percent signs, markup, dots) can be deleted. Returns the title.
 */
export async function deleteMaterialNamed(
  db: Database,
  blobs: BlobStore,
  fileName: string,
  teacherId: string | undefined,
): Promise<string> {
  const [category = '', course = '', ...rest] = fileName.split('/');
  const title = rest.join('/');
  if (!isCategory(category) || course === '' || title === '') {
    throw new HttpError(400, `Invalid fileName: "${fileName}" is not a category/course/title name.`);
  }
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: number;
      file_id: string;
      teacher_id: string;
      preview_file_id: string | null;
      thumbnail_file_id: string | null;
    }>(
      'SELECT id, file_id, teacher_id, preview_file_id, thumbnail_file_id FROM materials WHERE category = $1 AND course = $2 AND title = $3 FOR UPDATE',
      [category, course, title],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.teacher_id !== teacherId) throw new HttpError(403, `Only the teacher who uploaded "${title}" can delete it.`);
    await tx.query('DELETE FROM materials WHERE id = $1', [row.id]);
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
  return title;
}
