import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A file system of its own (tmpfs) that a test can fill to the last byte and free again. */
export interface SmallDisk {
  path: string;
  /** Writes a filler file until the file system refuses (ENOSPC). */
  fill(): void;
  /** Removes the filler. */
  free(): void;
  /** Bytes still free. */
  freeBytes(): number;
  /** Unmounts and removes the folder. */
  close(): void;
}

/** Whether this process may mount (root in a container that allows tmpfs mounts). */
export function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'edu-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Mounts a tmpfs of `sizeMb` (mode 0777, so the postgres account can write in it too). */
export function mountSmallDisk(sizeMb: number): SmallDisk {
  const path = mkdtempSync(join(tmpdir(), 'edu-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0777`, 'tmpfs', path], { stdio: 'pipe' });
  const filler = join(path, '.filler');
  const chunk = Buffer.alloc(64 * 1024);
  return {
    path,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        for (;;) writeSync(fd, chunk);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
        // The last bytes, in smaller pieces.
        for (let size = 32 * 1024; size >= 512; size >>= 1) {
          try {
            for (;;) writeSync(fd, chunk.subarray(0, size));
          } catch (e) {
            if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    freeBytes() {
      const s = statfsSync(path);
      return s.bavail * s.bsize;
    },
    close() {
      try {
        execFileSync('umount', ['-l', path], { stdio: 'pipe' });
      } finally {
        rmSync(path, { recursive: true, force: true });
      }
    },
  };
}

/** A folder in the disk (created). */
export const folderIn = (disk: SmallDisk, name: string): string => {
  const dir = join(disk.path, name);
  mkdirSync(dir, { recursive: true, mode: 0o777 });
  return dir;
};
