import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';

/** Copies a backup file entry by entry through `change` (to make damaged or altered backups). */
export async function rewriteBackup(
  from: string,
  to: string,
  change: (name: string, bytes: Buffer) => { name: string; bytes: Buffer },
): Promise<void> {
  const extract = tarExtract();
  const reading = pipeline(createReadStream(from), createGunzip(), extract);
  const pack = tarPack();
  const writing = pipeline(pack, createGzip(), createWriteStream(to));
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const chunk of entry) parts.push(chunk as Buffer);
    const out = change(entry.header.name, Buffer.concat(parts));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: out.name, mtime: entry.header.mtime }, out.bytes, (err) => (err ? reject(err) : resolve())),
    );
  }
  pack.finalize();
  await Promise.all([reading, writing]);
}
