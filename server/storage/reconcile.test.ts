import { describe, expect, it } from 'vitest';
import { getJson, PDF, upload, uploadForm, uploadPdfs, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';
import { reconcileFiles } from './reconcile.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => {
  h = x;
  teacher = t;
});

const listed = async () =>
  ((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body.materials as { name: string }[]).map((m) => m.name);

describe('start-up reconciliation of files and rows', () => {
  it('removes files no row names, hides rows whose file is gone and shows them again when it is back', async () => {
    const res = await uploadPdfs(h.base, ['kept.pdf', 'lost.pdf'], teacher);
    expect(res.status).toBe(201);
    const [lost] = await h.db.query<{ file_id: string }>("SELECT file_id FROM materials WHERE title = 'lost.pdf'");
    await h.blobs.removeInTransaction(h.db, lost!.file_id);
    await h.blobs.removeAfterCommit(lost!.file_id);
    // What a crash between a file's write and its row's commit leaves.
    await h.blobs.put(h.db, 'orphanorphanorphan01', PDF);

    expect(await reconcileFiles(h.db, h.blobs)).toEqual({ removedFiles: 1, hiddenRows: 1, restoredRows: 0 });
    expect((await h.diskState()).files).not.toContain('orphanorphanorphan01');
    expect(await listed()).toEqual(['Lectures/Mathematics/kept.pdf']);

    await h.blobs.put(h.db, lost!.file_id, PDF);
    expect(await reconcileFiles(h.db, h.blobs)).toEqual({ removedFiles: 0, hiddenRows: 0, restoredRows: 1 });
    expect((await listed()).sort()).toEqual(['Lectures/Mathematics/kept.pdf', 'Lectures/Mathematics/lost.pdf']);
  });

  it('keeps the page 1 images processing stored: a row names them too', async () => {
    await h.reset();
    const res = await upload(h.base, uploadForm([{ bytes: PDF, name: 'shown.pdf' }]), await h.signIn('teacher'));
    expect(res.status).toBe(201);
    await h.blobs.put(h.db, 'previewpreviewprev01', Uint8Array.from([1]));
    await h.blobs.put(h.db, 'thumbnailthumbnail01', Uint8Array.from([2]));
    await h.db.query("UPDATE materials SET preview_file_id = 'previewpreviewprev01', thumbnail_file_id = 'thumbnailthumbnail01'");
    expect(await reconcileFiles(h.db, h.blobs)).toEqual({ removedFiles: 0, hiddenRows: 0, restoredRows: 0 });
    expect((await h.diskState()).files).toEqual(expect.arrayContaining(['previewpreviewprev01', 'thumbnailthumbnail01']));
  });
});
