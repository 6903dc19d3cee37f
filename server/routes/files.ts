import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { contentDisposition, withDownloadExtension } from '../storage/safe-name.ts';
import { parseRange } from '../storage/range.ts';
import { materialFile, materialImage, materialPreviewText } from '../services/files.ts';
import { materialRefusal } from '../auth/material-access.ts';
import { fileAccessFor } from '../auth/file-link.ts';
import type { FastifyRequest } from 'fastify';

const IMAGES = [
  { route: ROUTES.filePreview, kind: 'preview' },
  { route: ROUTES.fileThumbnail, kind: 'thumbnail' },
] as const;

/** A 404 is no answer to keep: the image may be made a moment later. */
const notFound = (reply: FastifyReply, message: string) => {
  reply.header('Cache-Control', 'no-store');
  return new HttpError(404, message);
};
/** Raster images render inert in a tab; anything else opened there could run a plugin. */
const INERT_IN_A_TAB = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** Where a browser shows a response as a page of its own (a tab, a frame, an embed) rather than to a script or an <img>. */
const DOCUMENT_DESTINATIONS = new Set(['document', 'iframe', 'frame', 'embed', 'object']);

/**
 * A file opened as a page of its own is downloaded instead: Chromium's PDF viewer runs a PDF's
 * own JavaScript, which the sandbox CSP does not stop. The viewer's fetches and <img> are unchanged.
 */
const opensAsDocument = (dest: string | string[] | undefined, mime: string) =>
  typeof dest === 'string' && DOCUMENT_DESTINATIONS.has(dest) && !INERT_IN_A_TAB.has(mime);

const fileNotFound = () => new HttpError(404, 'File not found.');
const imageNotFound = (reply: FastifyReply) => notFound(reply, 'File not found.');

/**
 * Stored files, under their own access rules (the guard, and a signed `?access=` for embed
 * pages): a material's file, and a PDF's page 1 as WebP and its text layout. Each is served
 * to those who may open the material (material-access.ts): 403 otherwise.
 */
export function registerFiles(app: FastifyInstance, { db, blobs, auth }: AppContext): void {
  const refuseUnlessReader = async (req: FastifyRequest, id: number): Promise<void> => {
    const refusal = await materialRefusal(db, req.identity!, id);
    if (refusal) throw new HttpError(403, refusal);
  };

  // [?download=1]: single-range support for pdf.js partial loading. Served sandboxed and never
  // sniffed, so an uploaded file cannot run script on our origin.
  defineRoute(app, ROUTES.file, { badParams: fileNotFound }, async ({ params, req, reply }) => {
    await refuseUnlessReader(req, Number(params.id));
    const row = await materialFile(db, Number(params.id));
    const info = row ? await blobs.info(row.file_id) : undefined;
    if (!row || !info) throw fileNotFound();

    const size = info.size;
    // The stored file's random name: a fresh database reusing this number never matches a cached copy.
    const etag = `"${row.file_id}-${size}"`;
    const download =
      (req.query as Record<string, unknown>).download === '1' || opensAsDocument(req.headers['sec-fetch-dest'], row.mime);
    reply
      .header('Accept-Ranges', 'bytes')
      .header('ETag', etag)
      .header('Last-Modified', info.modified.toUTCString())
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', 'sandbox')
      // A title a teacher typed may lack the extension a saved file needs.
      .header(
        'Content-Disposition',
        contentDisposition(download ? 'attachment' : 'inline', withDownloadExtension(row.title, row.mime)),
      );
    // The disposition depends on how the browser asked: a cached viewer's copy never answers a navigation.
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Sec-Fetch-Dest` : 'Sec-Fetch-Dest');

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

  // Page 1 images are made after the upload and never change once made (new ones get a new id),
  // so browsers keep them.
  for (const { route, kind } of IMAGES) {
    defineRoute(app, route, { badParams: imageNotFound }, async ({ params, req, reply }) => {
      await refuseUnlessReader(req, Number(params.id));
      const row = await materialImage(db, Number(params.id), kind);
      if (!row) throw notFound(reply, 'File not found.');
      const info = row.image_id ? await blobs.info(row.image_id) : undefined;
      if (!row.image_id || !info) throw notFound(reply, `This file has no ${kind} image.`);
      const etag = `"${row.image_id}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('image/webp').header('Content-Length', info.size);
      return reply.send(blobs.read(row.image_id, 0, info.size - 1));
    });
  }

  // A signed file link for a token page; the guard never takes an `?access=` for this route.
  defineRoute(app, ROUTES.fileAccess, {}, async ({ req, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return { access: fileAccessFor(req, auth.authSecret) };
  });

  // Page 1's text layout: immutable at its URL (the preview's id versions it), and compressed
  // through the read cache (a page of dense text is 30-150 KB of JSON).
  defineRoute(app, ROUTES.filePreviewText, { badParams: imageNotFound }, async ({ params, req, reply }) => {
    const id = Number(params.id);
    await refuseUnlessReader(req, id);
    reply.header('Cache-Control', 'private, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff');
    return sendCachedJson(req, reply, db, `preview-text:${id}`, async () => {
      const row = await materialPreviewText(db, id);
      if (!row) throw notFound(reply, 'File not found.');
      if (!row.text) throw notFound(reply, 'This file has no page text layout.');
      return JSON.parse(row.text) as unknown;
    });
  });
}
