import { connect } from 'node:net';
import type { HeaderMap } from './harness.ts';

/** Opens a raw connection, writes `text`, then sends nothing more; resolves with ms until the server closes it. */
export function stall(base: string, text: string, giveUpMs = 10_000): Promise<number> {
  const url = new URL(base);
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Date.now() - t0));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a silent connection open'));
    }, giveUpMs);
  });
}

export const MULTIPART_BOUNDARY = 'edu-raw-body';

export interface EndlessResult {
  /** Bytes the server took before closing (what the client could write). */
  written: number;
  /** What the server answered, as read from the socket. */
  answer: string;
}

/**
 * POSTs a chunked multipart body that never ends: `head` (MULTIPART_BOUNDARY parts), then `fill`
 * repeated as fast as the server takes it. Resolves when the server closes the connection.
 */
export function sendEndless(
  base: string,
  path: string,
  head: string,
  fill: Buffer,
  headers: HeaderMap = {},
  giveUpMs = 20_000,
): Promise<EndlessResult> {
  const url = new URL(base);
  const chunk = (b: Buffer | string) => {
    const buf = Buffer.from(b);
    return Buffer.concat([Buffer.from(`${buf.length.toString(16)}\r\n`), buf, Buffer.from('\r\n')]);
  };
  return new Promise((resolve, reject) => {
    let written = 0;
    let answer = '';
    const socket = connect(Number(url.port), url.hostname, () => {
      const extra = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}` +
          `Content-Type: multipart/form-data; boundary=${MULTIPART_BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      socket.write(chunk(head));
      const pump = () => {
        while (!socket.destroyed) {
          written += fill.length;
          if (!socket.write(chunk(fill))) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    socket.on('data', (d: Buffer) => {
      answer += d.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ written, answer }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${written} bytes`));
    }, giveUpMs);
  });
}

/** The upload form's fields as multipart text, then the head of a file part named `fileName`. */
export function uploadHead(fileName: string, fileField = 'files'): string {
  const b = MULTIPART_BOUNDARY;
  return (
    `--${b}\r\nContent-Disposition: form-data; name="category"\r\n\r\nLectures\r\n` +
    `--${b}\r\nContent-Disposition: form-data; name="course"\r\n\r\nMathematics\r\n` +
    `--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`
  );
}

/** 256 KiB of a PDF's first bytes and padding. */
export const PDF_FILL = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024 - 9, 0x20)]);
