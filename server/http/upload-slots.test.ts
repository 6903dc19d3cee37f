import { request, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PDF, upload, uploadForm, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';
import { MAX_UPLOADS_PER_ACCOUNT, takeUploadSlot } from './upload-slots.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => {
  h = x;
  teacher = t;
});

/** Starts an upload that sends its headers and a little of its body, then waits. */
function heldUpload(): ClientRequest {
  const boundary = 'edu-held';
  const req = request(new URL(`${h.base}/api/UploadStudyMaterial/1`), {
    method: 'POST',
    headers: { ...teacher, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': '1000000' },
  });
  req.on('error', () => undefined);
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  return req;
}

describe('upload slots', () => {
  it('count per account and are given back once', () => {
    const releases = Array.from({ length: MAX_UPLOADS_PER_ACCOUNT }, () => takeUploadSlot(99));
    expect(releases.every(Boolean)).toBe(true);
    expect(takeUploadSlot(99)).toBeUndefined();
    expect(takeUploadSlot(98)).toBeDefined();
    releases[0]!();
    releases[0]!();
    const again = takeUploadSlot(99);
    expect(again).toBeDefined();
    expect(takeUploadSlot(99)).toBeUndefined();
    [again, ...releases.slice(1)].forEach((r) => r!());
  });

  it('answer 503 with Retry-After past the per-account cap, and free the slots when uploads end', async () => {
    const held = Array.from({ length: MAX_UPLOADS_PER_ACCOUNT }, heldUpload);
    await new Promise((r) => setTimeout(r, 500));
    const refused = await upload(h.base, uploadForm([{ bytes: PDF, name: 'one-too-many.pdf' }]), teacher);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.body.message).toBe('Too many uploads at once. Try again in 10 seconds.');
    for (const req of held) req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect((await upload(h.base, uploadForm([{ bytes: PDF, name: 'fits.pdf' }]), teacher)).status).toBe(201);
    // An aborted upload's temp file goes once its stream has closed: soon, not at once on a busy machine.
    await expect.poll(async () => (await h.diskState()).tmp, { timeout: 10_000 }).toEqual([]);
  });
});
