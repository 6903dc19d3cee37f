import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, rename, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** A temp folder untouched this long belongs to no live upload (a request lasts at most 15 minutes). */
const STALE_TMP_MS = 60 * 60_000;

/** A stored file's name: a server-made id (never a path). */
export const isFileId = (name: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(name);

/**
 * Files live under DATA_DIR/files with server-generated names; uploads are written first to
 * this instance's own folder under DATA_DIR/tmp (same file system, so the final rename is
 * atomic), so instances sharing DATA_DIR never touch each other's uploads in flight.
 */
export class FileStore {
  readonly filesDir: string;
  /** Every instance's temp folders. */
  readonly tmpRoot: string;
  /** This instance's temp folder. */
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.filesDir = join(dataDir, 'files');
    this.tmpRoot = join(dataDir, 'tmp');
    this.tmpDir = join(this.tmpRoot, `${process.pid}-${randomBytes(4).toString('hex')}@${hostname()}`);
  }

  /**
   * Creates the folders, proves they are writable and drops leftovers of interrupted uploads:
   * loose temp files, the folders of this machine's instances whose process is gone (a crash),
   * and any folder untouched for an hour (an instance on another machine sharing DATA_DIR).
   */
  async init(): Promise<void> {
    await mkdir(this.filesDir, { recursive: true });
    await mkdir(this.tmpDir, { recursive: true });
    const now = Date.now();
    for (const entry of await readdir(this.tmpRoot, { withFileTypes: true })) {
      const path = join(this.tmpRoot, entry.name);
      if (path === this.tmpDir) continue;
      const info = await stat(path).catch(() => undefined);
      const stale = !entry.isDirectory() || isDeadLocalInstance(entry.name) || (info && now - info.mtimeMs > STALE_TMP_MS);
      if (stale) await rm(path, { recursive: true, force: true });
    }
    const probe = join(this.tmpDir, `.probe-${process.pid}`);
    await writeFile(probe, 'ok');
    await unlink(probe);
  }

  tempPath(): string {
    return join(this.tmpDir, `${randomBytes(12).toString('hex')}.part`);
  }

  isFileId(name: string): boolean {
    return isFileId(name);
  }

  /** Disk path of a stored file; the id is validated first, so it can never leave filesDir. */
  pathOf(fileId: string): string {
    if (!this.isFileId(fileId)) throw new Error('Bad file id');
    return join(this.filesDir, fileId);
  }

  /** Makes the upload durable (fsync), then gives it its final name (an atomic rename). */
  async commit(tempPath: string, fileId: string): Promise<void> {
    const handle = await open(tempPath, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tempPath, this.pathOf(fileId));
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /** Bytes free for us on the files' disk. */
  async freeBytes(): Promise<number> {
    const s = await statfs(this.filesDir);
    return s.bavail * s.bsize;
  }

  async list(): Promise<string[]> {
    return readdir(this.filesDir);
  }

  /**
   * Process ids of the other live instances on this machine using this data folder (a server, a
   * seed): the embedded database in it must have one process at a time.
   */
  async otherLiveInstances(): Promise<number[]> {
    const names = await readdir(this.tmpRoot).catch(() => []);
    const pids = names.flatMap((name) => {
      const pid = localInstancePid(name);
      return pid !== undefined && pid !== process.pid && isRunning(pid) ? [pid] : [];
    });
    return [...new Set(pids)];
  }
}

/** The process id in a temp folder name `pid-random@host` of this machine. */
function localInstancePid(name: string): number | undefined {
  const m = /^(\d+)-[0-9a-f]{8}@(.+)$/.exec(name);
  return m && m[2] === hostname() ? Number(m[1]) : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** A temp folder name `pid-random@host` of this machine whose process no longer runs. */
function isDeadLocalInstance(name: string): boolean {
  const pid = localInstancePid(name);
  return pid !== undefined && !isRunning(pid);
}
