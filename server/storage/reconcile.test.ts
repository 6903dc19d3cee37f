import { rm, utimes, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, PDF, startHarness, upload, uploadForm, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { reconcileFiles } from './reconcile.ts';

let h: Harness;
let teacher: HeaderMap;
beforeAll(async () => {
  h = await startHarness();
  await h.reset();
  teacher = await h.signIn('teacher');
}, 180_000);
afterAll(async () => { await h?.close(); }, 60_000);

const listed = async () => ((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body.materials as { name: string }[]).map((m) => m.name);

describe('start-up reconciliation of files and rows', () => {
  it('removes files no row names (on a shared database only old ones), hides rows whose file is gone and shows them again when it is back', async () => {
    const res = await upload(h.base, uploadForm([{ bytes: PDF, name: 'kept.pdf' }, { bytes: PDF, name: 'lost.pdf' }]), teacher);
    expect(res.status).toBe(201);
    const [lost] = await h.db.query<{ file_id: string }>("SELECT file_id FROM materials WHERE title = 'lost.pdf'");
    const lostPath = h.store.pathOf(lost!.file_id);
    await rm(lostPath);
    // A crash between a file's rename and its row: an orphan an hour old, and one just written.
    const old = h.store.pathOf('orphanorphanorphan01');
    const young = h.store.pathOf('orphanorphanorphan02');
    await writeFile(old, 'x');
    await writeFile(young, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);

    // The embedded database has one server per data folder: no upload can be in flight.
    const shared = h.db.kind === 'postgres';
    expect(await reconcileFiles(h.db, h.store)).toEqual({ removedFiles: shared ? 1 : 2, hiddenRows: 1, restoredRows: 0 });
    const files = (await h.diskState()).files;
    expect(files).not.toContain('orphanorphanorphan01');
    expect(files.includes('orphanorphanorphan02')).toBe(shared);
    expect(await listed()).toEqual(['Lectures/Mathematics/kept.pdf']);

    await writeFile(lostPath, PDF);
    expect(await reconcileFiles(h.db, h.store)).toEqual({ removedFiles: 0, hiddenRows: 0, restoredRows: 1 });
    expect((await listed()).sort()).toEqual(['Lectures/Mathematics/kept.pdf', 'Lectures/Mathematics/lost.pdf']);
  });
});
