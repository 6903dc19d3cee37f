import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage, uploadUnsupportedTypeMessage } from '../../src/contract/constants.ts';
import { DISK_FULL_MESSAGE, HttpError } from '../http/errors.ts';
import { databaseFault } from '../db/database-faults.ts';
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
  /** Each field's first value. */
  fields: Record<string, string>;
  /** Every value of each field, in the order sent (a field sent once per class, say). */
  lists: Record<string, string[]>;
  files: ReceivedFile[];
}

const FILE_FIELDS = new Set(['files', 'files[]']);

/** Bytes of a form besides its files (20 short fields and the part headers need far less). */
const MAX_FORM_BYTES = 1024 * 1024;

/**
 * Streams every file part of a multipart request to a temp file (backpressure keeps memory
 * flat), judging each file's type from its first bytes and counting its size. Reading stops at
 * the first problem (a file over the size limit, a refused type, a form over MAX_FORM_BYTES, a
 * file in an unknown field): the rest of the body is never read, and the answer closes the
 * connection (http/unread-body.ts). On any failure every temp file is gone.
 */
export async function receiveUpload(req: FastifyRequest, store: FileStore): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  // No prototype: a field named "__proto__" is a name like any other.
  const lists: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const files: ReceivedFile[] = [];
  let open: { ws: WriteStream; path: string } | undefined;
  // Everything not counted as file bytes is form: an endless field would otherwise be read for ever.
  let bodyBytes = 0;
  let fileBytes = 0;
  let formTooLarge: () => void = () => {};
  const formLimit = new Promise<never>((_, reject) => {
    formTooLarge = () =>
      reject(new HttpError(413, 'The upload form is too large: send at most 20 short fields besides the files.'));
  });
  formLimit.catch(() => {});
  const countBody = (chunk: Buffer) => {
    bodyBytes += chunk.length;
    if (bodyBytes - fileBytes > MAX_FORM_BYTES) formTooLarge();
  };
  const limits = { fileSize: MAX_UPLOAD_BYTES + 1, files: 20, fields: 20, fieldSize: 10_000 };
  const parts = req.parts({ preservePath: true, limits })[Symbol.asyncIterator]();
  // After parts(): its pipe must be attached before this listener makes the body flow.
  req.raw.on('data', countBody);
  try {
    for (;;) {
      const next = await Promise.race([parts.next(), formLimit]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          if (!(part.fieldname in fields)) fields[part.fieldname] = part.value;
          (lists[part.fieldname] ??= []).push(part.value);
        }
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname))
        throw new HttpError(400, `Unexpected file field "${part.fieldname}": send files in the "files" field.`);
      const title = cleanTitle(part.filename ?? '');
      const path = store.tempPath();
      const ws = createWriteStream(path, { flags: 'wx' });
      open = { ws, path };
      const head: Buffer[] = [];
      let size = 0;
      let mime: string | undefined;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        fileBytes += chunk.length;
        if (size > MAX_UPLOAD_BYTES) throw new HttpError(413, uploadTooLargeMessage(title));
        if (mime === undefined && size - chunk.length < SNIFF_BYTES) {
          head.push(chunk);
          const buf = Buffer.concat(head);
          if (buf.length >= SNIFF_BYTES) {
            mime = judgeType(buf, part.mimetype, title);
            if (!mime) throw new HttpError(415, uploadUnsupportedTypeMessage(title));
          }
        }
        if (!ws.write(chunk)) await once(ws, 'drain');
      }
      ws.end();
      await once(ws, 'close');
      open = undefined;
      files.push({ tempPath: path, title, mime: '', size });
      if (size === 0) throw new HttpError(400, `${title} is empty.`);
      // Shorter than SNIFF_BYTES: judge what there is.
      mime ??= judgeType(Buffer.concat(head), part.mimetype, title);
      if (!mime) throw new HttpError(415, uploadUnsupportedTypeMessage(title));
      files[files.length - 1] = { tempPath: path, title: withTypeExtension(title, mime), mime, size };
    }
  } catch (err) {
    // Stop parsing: the unread rest of the body is never drained.
    req.raw.unpipe();
    void parts.return?.(undefined).catch(() => {});
    if (open) {
      open.ws.destroy();
      if (!open.ws.closed) await once(open.ws, 'close').catch(() => {});
      files.push({ tempPath: open.path, title: '', mime: '', size: 0 });
    }
    await Promise.all(files.map((f) => store.remove(f.tempPath)));
    throw err instanceof HttpError ? err : toHttpError(err);
  } finally {
    req.raw.off('data', countBody);
  }
  return { fields, lists, files };
}

function toHttpError(err: unknown): HttpError {
  const e = err as { statusCode?: number; message?: string };
  if (e.statusCode && e.statusCode < 500) return new HttpError(e.statusCode, e.message ?? 'Bad upload');
  if (databaseFault(err) === 'full') return new HttpError(507, DISK_FULL_MESSAGE);
  // Client went away or sent a broken body: nothing was stored either way.
  return new HttpError(400, `Upload interrupted: ${e.message ?? 'incomplete multipart body'}`);
}
