import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/contract/constants.ts';
import { getJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';
import { MULTIPART_BOUNDARY, PDF_FILL, sendEndless, uploadHead } from '../test-support/raw-client.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => {
  h = x;
  teacher = t;
});

const MB = 1024 * 1024;
const UPLOAD = '/api/UploadStudyMaterial/1';

describe('a body the server will not read to its end', () => {
  it('is cut off right after the file size limit, with 413 answered and nothing stored', async () => {
    const { written, answer } = await sendEndless(h.base, UPLOAD, uploadHead('endless.pdf'), PDF_FILL, teacher);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('endless.pdf');
    // What kernel buffers hold besides the limit, not gigabytes.
    expect(written).toBeLessThan(MAX_UPLOAD_BYTES + 64 * MB);
    expect(await h.diskState()).toMatchObject({ tmp: [], files: [] });
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
  });

  it('is cut off when a form field never ends', async () => {
    const head = `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`;
    const { written, answer } = await sendEndless(h.base, UPLOAD, head, Buffer.alloc(64 * 1024, 0x61), teacher);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('The upload form is too large');
    expect(written).toBeLessThan(64 * MB);
  });

  it('is not read at all when the request is refused before its body (no session)', async () => {
    const { written, answer } = await sendEndless(h.base, UPLOAD, uploadHead('a.pdf'), PDF_FILL);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(written).toBeLessThan(64 * MB);
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
  });
});
