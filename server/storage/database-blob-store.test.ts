import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test-support/harness.ts';
import { CHUNK_BYTES, DatabaseBlobStore } from './database-blob-store.ts';

// The store's SQL runs on both databases: this file checks it on whichever the suite uses.
let h: Harness;
let blobs: DatabaseBlobStore;
beforeAll(async () => {
  h = await startHarness();
  blobs = new DatabaseBlobStore(h.db);
}, 180_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

const bytesOf = async (id: string, start: number, end: number) => {
  const parts: Buffer[] = [];
  for await (const p of blobs.read(id, start, end)) parts.push(p as Buffer);
  return Buffer.concat(parts);
};

describe('files stored as chunks in the database', () => {
  it('round-trips a file of several chunks, from a temp file or bytes, and reads any range', async () => {
    const data = randomBytes(CHUNK_BYTES * 5 + 1234);
    await h.db.transaction((tx) => blobs.put(tx, 'roundtripfile00001', data));
    expect((await blobs.info('roundtripfile00001'))?.size).toBe(data.length);
    expect((await bytesOf('roundtripfile00001', 0, data.length - 1)).equals(data)).toBe(true);
    for (const [start, end] of [
      [0, 0],
      [CHUNK_BYTES - 1, CHUNK_BYTES],
      [CHUNK_BYTES * 2 - 10, CHUNK_BYTES * 4 + 10],
      [data.length - 1, data.length - 1],
      [100, 99 + CHUNK_BYTES],
    ]) {
      expect((await bytesOf('roundtripfile00001', start!, end!)).equals(data.subarray(start!, end! + 1)), `${start}-${end}`).toBe(
        true,
      );
    }
    const rows = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM file_chunks WHERE file_id = 'roundtripfile00001'",
    );
    expect(rows[0]!.n).toBe(6);
  });

  it('leaves nothing when the transaction fails, and removes a file with its chunks', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        await blobs.put(tx, 'rolledbackfile0001', randomBytes(CHUNK_BYTES * 2));
        throw new Error('the row could not be written');
      }),
    ).rejects.toThrow('the row could not be written');
    expect(await blobs.info('rolledbackfile0001')).toBeUndefined();
    expect(await blobs.list()).not.toContain('rolledbackfile0001');

    await h.db.transaction((tx) => blobs.put(tx, 'removedfile0000001', Buffer.from('%PDF-1.4\n')));
    await h.db.transaction((tx) => blobs.removeInTransaction(tx, 'removedfile0000001'));
    expect(await blobs.info('removedfile0000001')).toBeUndefined();
    const rows = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM file_chunks WHERE file_id = 'removedfile0000001'",
    );
    expect(rows[0]!.n).toBe(0);
    expect(await bytesOf('roundtripfile00001', 0, 3)).toHaveLength(4);
  });
});
