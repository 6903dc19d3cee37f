import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { sendCachedJson } from '../db/read-cache.ts';

const IMAGES = [
  { route: ROUTES.filePreview, column: 'preview_file_id', what: 'preview' },
  { route: ROUTES.fileThumbnail, column: 'thumbnail_file_id', what: 'thumbnail' },
] as const;

/** A 404 is no answer to keep: the image may be made a moment later. */
const notFound = (reply: FastifyReply, message: string) => {
  reply.header('Cache-Control', 'no-store');
  return new HttpError(404, message);
};

/**
 * GET /api/files/{id}/preview and /thumbnail: a PDF's page 1 as WebP, made after its upload,
 * and /preview-text, that page's text layout (JSON); under the file's own access rules (the
 * guard, and a signed `?access=` for embed pages). They never change once made (new ones get a
 * new id), so browsers keep them.
 */
export function registerFileImages(app: FastifyInstance, { db, blobs }: AppContext): void {
  for (const { route, column, what } of IMAGES) {
    app.get(route.path, async (req, reply) => {
      const parsed = route.params.safeParse(req.params);
      if (!parsed.success) throw notFound(reply, 'File not found.');
      const rows = await db.query<{ image_id: string | null }>(`SELECT ${column} AS image_id FROM materials WHERE id = $1`, [Number(parsed.data.id)]);
      const row = rows[0];
      if (!row) throw notFound(reply, 'File not found.');
      const info = row.image_id ? await blobs.info(row.image_id) : undefined;
      if (!row.image_id || !info) throw notFound(reply, `This file has no ${what} image.`);
      const etag = `"${row.image_id}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('image/webp').header('Content-Length', info.size);
      return reply.send(blobs.read(row.image_id, 0, info.size - 1));
    });
  }

  // Page 1's text layout: immutable at its URL (the preview's id versions it), and compressed
  // through the read cache (a page of dense text is 30-150 KB of JSON).
  app.get(ROUTES.filePreviewText.path, async (req, reply) => {
    const parsed = ROUTES.filePreviewText.params.safeParse(req.params);
    if (!parsed.success) throw notFound(reply, 'File not found.');
    const id = Number(parsed.data.id);
    reply.header('Cache-Control', 'private, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff');
    return sendCachedJson(req, reply, db, `preview-text:${id}`, async () => {
      const rows = await db.query<{ text: string | null }>('SELECT preview_text AS text FROM materials WHERE id = $1', [id]);
      const text = rows[0]?.text;
      if (!rows[0]) throw notFound(reply, 'File not found.');
      if (!text) throw notFound(reply, 'This file has no page text layout.');
      return JSON.parse(text) as unknown;
    });
  });
}
