import type { Queryable } from '../db/database.ts';
import type { LearnerMaterial, TeacherMaterial } from '../../src/contract/materials.ts';
import { numberedTitle } from '../storage/safe-name.ts';

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
}

export const MATERIAL_COLUMNS = 'id, file_id, teacher_id, category, course, title, mime, size, uploaded_at';

/**
 * The URL the viewer opens: relative to the API base, resolved by the client. It names the
 * material's number, not the random name of the file on disk: every list is public, so a random
 * URL hides nothing, and its entropy made a long list's response three times larger.
 */
export const fileUrl = (id: number, query = ''): string => `/api/files/${id}${query}`;

const iso = (d: Date | string): string => new Date(d).toISOString();

/** `query`: the signed `?access=` of file-link.ts for embed-token requests, else ''. */
export function toTeacherMaterial(r: MaterialRow, query = ''): TeacherMaterial {
  return {
    name: `${r.category}/${r.course}/${r.title}`,
    category: r.category,
    course: r.course,
    uploaded_at: iso(r.uploaded_at),
    size: r.size,
    url: fileUrl(r.id, query),
    type: r.mime,
  };
}

export function toLearnerMaterial(r: MaterialRow, query = ''): LearnerMaterial {
  return { name: r.title, size: r.size, uploaded_at: iso(r.uploaded_at), url: fileUrl(r.id, query), type: r.mime };
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
}

/**
 * Inserts a material under its title, or "title (2)", "title (3)"... when the name is taken:
 * two uploads with the same name both survive. ON CONFLICT keeps the transaction usable.
 */
export async function insertMaterial(tx: Queryable, m: NewMaterial): Promise<MaterialRow> {
  for (let n = 1; n < 1000; n++) {
    const title = n === 1 ? m.title : numberedTitle(m.title, n);
    const rows = await tx.query<MaterialRow>(
      `INSERT INTO materials (file_id, teacher_id, category, course, title, mime, size, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()))
       ON CONFLICT (category, course, title) DO NOTHING
       RETURNING ${MATERIAL_COLUMNS}`,
      [m.fileId, m.teacherId, m.category, m.course, title, m.mime, m.size, m.uploadedAt?.toISOString() ?? null],
    );
    if (rows[0]) return rows[0];
  }
  throw new Error(`Too many materials named ${m.title}`);
}
