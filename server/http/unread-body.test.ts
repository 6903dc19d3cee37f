import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/contract/constants.ts';
import { getJson, startHarness, type Harness, type HeaderMap } from '../test-support/harness.ts';

let h: Harness;
let teacher: HeaderMap;
beforeAll(async () => {
  h = await startHarness();
  await h.reset();
  teacher = await h.signIn('teacher');
}, 180_000);
afterAll(async () => { await h?.close(); }, 60_000);

const BOUNDARY = 'edu-endless-body';

interface Endless {
  /** Bytes the server took before closing (what the client could write). */
  written: number;
  /** What the server answered, as read from the socket. */
  answer: string;
}

/**
 * Sends a chunked multipart body that never ends: `head` (part headers), then `fill` repeated as
 * fast as the server takes it. Resolves when the server closes the connection.
 */
function sendEndless(head: string, fill: Buffer, headers: HeaderMap = {}): Promise<Endless> {
  const url = new URL(h.base);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answer = '';
    const chunk = (b: Buffer | string) => {
      const buf = Buffer.from(b);
      return Buffer.concat([Buffer.from(`${buf.length.toString(16)}\r\n`), buf, Buffer.from('\r\n')]);
    };
    const socket = connect(Number(url.port), url.hostname, () => {
      const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
      socket.write(
        `POST /api/UploadStudyMaterial/1 HTTP/1.1\r\nHost: ${url.host}\r\n${extra}` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
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
    socket.on('data', (d: Buffer) => { answer += d.toString(); });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ written, answer }));
    setTimeout(() => { socket.destroy(); reject(new Error(`still open after ${written} bytes`)); }, 20_000);
  });
}

const fields = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="category"\r\n\r\nLectures\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="course"\r\n\r\nMathematics\r\n`;
const MB = 1024 * 1024;
const pdfFill = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024 - 9, 0x20)]);

describe('a body the server will not read to its end', () => {
  it('is cut off right after the file size limit, with 413 answered and nothing stored', async () => {
    const head = `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="endless.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const { written, answer } = await sendEndless(head, pdfFill, teacher);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('endless.pdf');
    // What kernel buffers hold besides the limit, not gigabytes.
    expect(written).toBeLessThan(MAX_UPLOAD_BYTES + 64 * MB);
    expect(await h.diskState()).toMatchObject({ tmp: [], files: [] });
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
  });

  it('is cut off when a form field never ends', async () => {
    const head = `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`;
    const { written, answer } = await sendEndless(head, Buffer.alloc(64 * 1024, 0x61), teacher);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('The upload form is too large');
    expect(written).toBeLessThan(64 * MB);
  });

  it('is not read at all when the request is refused before its body (no session)', async () => {
    const head = `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n`;
    const { written, answer } = await sendEndless(head, pdfFill);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(written).toBeLessThan(64 * MB);
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
  });
});
