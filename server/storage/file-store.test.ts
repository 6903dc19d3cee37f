import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStore } from './file-store.ts';

let dataDir: string;
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('temp folders of instances sharing a data folder', () => {
  it('an instance starting keeps the uploads in flight of another, and clears what is left of gone ones', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'edu-store-'));
    const a = new FileStore(dataDir);
    await a.init();
    const inFlight = a.tempPath();
    await writeFile(inFlight, 'half an upload');
    // A folder of an instance gone for two hours, and a loose temp file of an older layout.
    const gone = join(a.tmpRoot, 'gone-instance');
    await mkdir(gone);
    await writeFile(join(gone, 'x.part'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(gone, twoHoursAgo, twoHoursAgo);
    await writeFile(join(a.tmpRoot, 'old.part'), 'x');
    // A crashed instance of this machine (no process has this pid), killed a moment ago.
    const crashed = join(a.tmpRoot, `${2 ** 22 + 1}-0badf00d@${hostname()}`);
    await mkdir(crashed);
    await writeFile(join(crashed, 'y.part'), 'y');

    const b = new FileStore(dataDir);
    await b.init();
    expect(b.tmpDir).not.toBe(a.tmpDir);
    expect(await readdir(a.tmpDir)).toEqual([inFlight.split('/').pop()]);
    expect((await readdir(a.tmpRoot)).sort()).toEqual([a.tmpDir, b.tmpDir].map((d) => d.split('/').pop()).sort());
  });
});
