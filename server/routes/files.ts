import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { contentDisposition } from '../storage/safe-name.ts';
import { parseRange } from '../storage/range.ts';

/**
 * GET /api/files/{id}[?download=1]: a stored material, with single-range support for
 * pdf.js partial loading. Served sandboxed and never sniffed, so an uploaded file cannot run
 * script on our origin.
 */
export function registerFiles(app: FastifyInstance, { db, blobs }: AppContext): void {
  const route = ROUTES.file;
  app.get(route.path, async (req, reply) => {
    const parsed = route.params.safeParse(req.params);
    if (!parsed.success) throw new HttpError(404, 'File not found.');
    const rows = await db.query<{ file_id: string; title: string; mime: string }>(
      'SELECT file_id, title, mime FROM materials WHERE id = $1',
      [Number(parsed.data.id)],
    );
    const row = rows[0];
    const info = row ? await blobs.info(row.file_id) : undefined;
    if (!row || !info) throw new HttpError(404, 'File not found.');

    const size = info.size;
    // The stored file's random name: a fresh database reusing this number never matches a cached copy.
    const etag = `"${row.file_id}-${size}"`;
    const download = (req.query as Record<string, unknown>).download === '1';
    reply
      .header('Accept-Ranges', 'bytes')
      .header('ETag', etag)
      .header('Last-Modified', info.modified.toUTCString())
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', 'sandbox')
      .header('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', row.title));

    if (req.headers['if-none-match'] === etag) return reply.code(304).send();

    // If-Range with another validator means the client's partial copy is stale: send it all.
    const ifRange = req.headers['if-range'];
    const rangeHeader = ifRange && ifRange !== etag ? undefined : req.headers.range;
    const range = parseRange(rangeHeader, size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${size}`)
        .send({ message: `Range not satisfiable: the file has ${size} bytes.` });
    }
    reply.type(row.mime);
    if (range.kind === 'partial') {
      reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1);
      return reply.send(blobs.read(row.file_id, range.start, range.end));
    }
    reply.header('Content-Length', size);
    return reply.send(blobs.read(row.file_id, 0, size - 1));
  });
}
