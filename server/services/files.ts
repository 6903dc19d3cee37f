import type { Queryable } from '../db/queryable.ts';

/** A material's stored file, title and type; undefined when there is no such material. */
export async function materialFile(
  db: Queryable,
  id: number,
): Promise<{ file_id: string; title: string; mime: string } | undefined> {
  const rows = await db.query<{ file_id: string; title: string; mime: string }>(
    'SELECT file_id, title, mime FROM materials WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** The stored id of a material's page 1 image; undefined when there is no such material. */
export async function materialImage(
  db: Queryable,
  id: number,
  kind: 'preview' | 'thumbnail',
): Promise<{ image_id: string | null } | undefined> {
  const column = kind === 'preview' ? 'preview_file_id' : 'thumbnail_file_id';
  const rows = await db.query<{ image_id: string | null }>(`SELECT ${column} AS image_id FROM materials WHERE id = $1`, [id]);
  return rows[0];
}

/** A material's page 1 text layout (JSON); undefined when there is no such material. */
export async function materialPreviewText(db: Queryable, id: number): Promise<{ text: string | null } | undefined> {
  const rows = await db.query<{ text: string | null }>('SELECT preview_text AS text FROM materials WHERE id = $1', [id]);
  return rows[0];
}
