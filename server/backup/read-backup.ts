import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type Extract, type Header } from 'tar-stream';
import { BackupError } from './backup-error.ts';

/** An entry as tar-stream gives it: a stream of its bytes with its header. */
type TarEntry = AsyncIterable<unknown> & { header: Header };

export interface BackupEntry {
  name: string;
  /** The entry's bytes; read it (or `skip`) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
  size: number;
}

/**
 * The entries of a backup file in order, streamed: one entry's bytes in flight at a time.
 * Errors of reading say, in one line, whether the file is missing, not a backup, cut short
 * or damaged.
 */
export class BackupReader {
  private readonly extract: Extract;
  private readonly iterator: AsyncIterator<TarEntry>;
  private readonly piped: Promise<void>;
  private entries = 0;

  private constructor(
    private readonly file: string,
    gzip: boolean,
  ) {
    this.extract = tarExtract();
    const input = createReadStream(file);
    this.piped = gzip ? pipeline(input, createGunzip(), this.extract) : pipeline(input, this.extract);
    this.piped.catch(() => {}); // surfaces through the iterator
    this.iterator = this.extract[Symbol.asyncIterator]();
  }

  static async open(file: string): Promise<BackupReader> {
    let magic: Buffer;
    try {
      const handle = await open(file, 'r');
      try {
        magic = Buffer.alloc(2);
        await handle.read(magic, 0, 2, 0);
      } finally {
        await handle.close();
      }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new BackupError(`${file} not found.`);
      throw new BackupError(`${file} cannot be read (${code ?? (err as Error).message}).`);
    }
    return new BackupReader(file, magic[0] === 0x1f && magic[1] === 0x8b);
  }

  /** The next entry, or undefined at the end of the file. */
  async next(): Promise<BackupEntry | undefined> {
    let step: IteratorResult<TarEntry>;
    try {
      step = await this.iterator.next();
    } catch (err) {
      throw this.explain(err);
    }
    if (step.done) {
      // The iterator ends on the end-of-archive mark; the gzip trailer may still be checked.
      try {
        await this.piped;
      } catch (err) {
        throw this.explain(err);
      }
      if (this.entries === 0) throw new BackupError(`${this.file} is not a backup made by npm run backup.`);
      return undefined;
    }
    this.entries++;
    const source = step.value;
    const explain = (err: unknown) => this.explain(err);
    return {
      name: source.header.name,
      size: source.header.size,
      body: {
        async *[Symbol.asyncIterator]() {
          try {
            for await (const chunk of source) yield chunk as Buffer;
          } catch (err) {
            throw explain(err);
          }
        },
      },
    };
  }

  /** Reads a whole (small) entry. */
  async readAll(entry: BackupEntry): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    return Buffer.concat(parts);
  }

  close(): void {
    this.extract.destroy();
  }

  /** A reading error, as the operator's one line. */
  explain(err: unknown): Error {
    if (err instanceof BackupError) return err;
    const e = err as NodeJS.ErrnoException;
    if (this.entries === 0) return new BackupError(`${this.file} is not a backup made by npm run backup.`);
    if (e.code === 'Z_BUF_ERROR' || /unexpected end/i.test(e.message))
      return new BackupError(`${this.file} is incomplete (cut short): copy the whole backup again, or use another one.`);
    if (e.code?.startsWith('Z_') || /tar header/i.test(e.message))
      return new BackupError(`${this.file} is damaged (${e.message}): use another backup.`);
    return new BackupError(`${this.file} cannot be read (${e.code ?? e.message}).`);
  }
}
