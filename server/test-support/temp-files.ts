import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary folder for the test file, made before its first test and removed after its last;
 * the returned function writes `bytes` there as `name` and answers the file's path.
 */
export function withTempFiles(prefix: string): (name: string, bytes: Uint8Array) => Promise<string> {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return async (name, bytes) => {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return path;
  };
}
