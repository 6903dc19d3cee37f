import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  uploadTooLargeMessage,
  uploadUnsupportedTypeMessage,
} from '../../src/contract/constants.ts';
import { HttpError } from '../http/errors.ts';
import type { FileStore } from './file-store.ts';
import { judgeType, SNIFF_BYTES } from './detect-type.ts';
import { cleanTitle, withTypeExtension } from './safe-name.ts';

export interface ReceivedFile {
  tempPath: string;
  /** The client's name, cleaned (see cleanTitle). */
  title: string;
  mime: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

const FILE_FIELDS = new Set(['files', 'files[]']);

/**
 * Streams every file part of a multipart request to a temp file (backpressure keeps memory
 * flat), judging each file's type from its first bytes and counting its size. The first
 * problem is remembered but the body is still read to its end (and discarded), so the client
 * receives our answer instead of a reset connection. On any failure every temp file is gone.
 */
export async function receiveUpload(req: FastifyRequest, store: FileStore): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let problem: HttpError | undefined;
  let open: { ws: WriteStream; path: string } | undefined;
  try {
    for await (const part of req.parts({ preservePath: true, limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 20, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      if (problem || !FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        await once(part.file, 'end');
        continue;
      }
      const title = cleanTitle(part.filename ?? '');
      const path = store.tempPath();
      const ws = createWriteStream(path, { flags: 'wx' });
      open = { ws, path };
      const head: Buffer[] = [];
      let size = 0;
      let mime: string | undefined;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (problem) continue; // drain
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) {
          problem = new HttpError(413, uploadTooLargeMessage(title));
          continue;
        }
        if (mime === undefined && size - chunk.length < SNIFF_BYTES) {
          head.push(chunk);
          const buf = Buffer.concat(head);
          if (buf.length >= SNIFF_BYTES) {
            mime = judgeType(buf, part.mimetype, title);
            if (!mime) problem = new HttpError(415, uploadUnsupportedTypeMessage(title));
          }
        }
        if (!ws.write(chunk)) await once(ws, 'drain');
      }
      ws.end();
      await once(ws, 'close');
      open = undefined;
      if (!problem && size === 0) problem = new HttpError(400, `${title} is empty.`);
      if (!problem && mime === undefined) {
        // Shorter than SNIFF_BYTES: judge what there is.
        mime = judgeType(Buffer.concat(head), part.mimetype, title);
        if (!mime) problem = new HttpError(415, uploadUnsupportedTypeMessage(title));
      }
      files.push({ tempPath: path, title: mime ? withTypeExtension(title, mime) : title, mime: mime ?? '', size });
    }
  } catch (err) {
    problem = problem ?? toHttpError(err);
  } finally {
    if (open) {
      open.ws.destroy();
      if (!open.ws.closed) await once(open.ws, 'close').catch(() => {});
      files.push({ tempPath: open.path, title: '', mime: '', size: 0 });
    }
  }
  if (problem) {
    await Promise.all(files.map((f) => store.remove(f.tempPath)));
    throw problem;
  }
  return { fields, files };
}

function toHttpError(err: unknown): HttpError {
  const e = err as { statusCode?: number; message?: string };
  if (e.statusCode && e.statusCode < 500) return new HttpError(e.statusCode, e.message ?? 'Bad upload');
  // Client went away or sent a broken body: nothing was stored either way.
  return new HttpError(400, `Upload interrupted: ${e.message ?? 'incomplete multipart body'}`);
}
