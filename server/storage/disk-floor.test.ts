import { describe, expect, it } from 'vitest';
import { PDF, upload, uploadForm, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';

let h: Harness;
let teacher: HeaderMap;
// A floor no disk meets: every upload finds the disk "full".
withSignedInHarness((started, signedIn) => ([h, teacher] = [started, signedIn]), { minFreeBytes: Number.MAX_SAFE_INTEGER });

describe('the free-disk floor', () => {
  it('refuses uploads with 507 and a message while the disk is below it, writing nothing', async () => {
    const res = await upload(h.base, uploadForm([{ bytes: PDF, name: 'notes.pdf' }]), teacher);
    expect(res.status).toBe(507);
    expect(res.body.message).toBe(
      "The server is running out of storage space: uploads are paused. Please tell the school's administrator.",
    );
    expect(await h.diskState()).toEqual({ tmp: [], files: [] });
  });
});
