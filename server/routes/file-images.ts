import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';

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
 * under the file's own access rules (the guard, and a signed `?access=` for embed pages). An
 * image never changes once made (a new one gets a new id), so browsers keep it.
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
}
