import { promisify } from 'node:util';
import { brotliCompress as brotliCb, constants as zlib, gzip as gzipCb } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { Queryable } from './queryable.ts';
import { writeVersion } from './write-version.ts';

/**
 * Serialized JSON responses of list reads, kept until the next write (write-version.ts). A list
 * with thousands of rows costs tens of milliseconds to query and serialize; a cached one is a
 * buffer copy, so throughput does not fall as the school grows. Bounded by total bytes.
 */
const MAX_BYTES = 64 * 1024 * 1024;
// Distinguishes this process's versions from a previous run's in ETags.
const BOOT = Date.now().toString(36);

interface Entry {
  version: number;
  body: Promise<Buffer>;
  bytes: number;
  /** The body compressed, each made on the first request that accepts it (lists shrink 10-40x). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

type Encoding = 'br' | 'gzip';
const gzip = promisify(gzipCb);
const brotli = promisify(brotliCb);
// Quality 5: within a few % of the best brotli and about as fast as gzip (11 takes seconds per MB).
const ENCODERS: Record<Encoding, (b: Buffer) => Promise<Buffer>> = {
  br: (b) => brotli(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: b.length } }),
  gzip: (b) => gzip(b),
};
// Below this, compressing costs more than the bytes it saves.
const COMPRESS_MIN_BYTES = 1024;
/** The client's preferred encoding we have (its q-values respected; br first on a tie), if any. */
const negotiate = (req: FastifyRequest): Encoding | undefined => {
  const e = new Negotiator(req).encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return e === 'br' || e === 'gzip' ? e : undefined;
};

const entries = new Map<string, Entry>();
let total = 0;

function remember(key: string, entry: Entry): void {
  forget(key);
  entries.set(key, entry);
  total += entry.bytes;
  for (const [k] of entries) {
    if (total <= MAX_BYTES) break;
    forget(k);
  }
}

function forget(key: string): void {
  const old = entries.get(key);
  if (!old) return;
  entries.delete(key);
  total -= old.bytes;
}

/** The JSON body for `key`, computed by `load` unless cached at the database's current version. */
async function cachedBody(
  db: Queryable,
  key: string,
  load: () => Promise<unknown>,
): Promise<{ body: Buffer; version?: number; entry?: Entry }> {
  const version = writeVersion(db);
  if (version === undefined) return { body: Buffer.from(JSON.stringify(await load())) };
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // Most recently used last: eviction takes the oldest first.
    entries.delete(key);
    entries.set(key, hit);
    return { body: await hit.body, version, entry: hit };
  }
  const entry: Entry = { version, bytes: 0, encoded: {}, body: load().then((v) => Buffer.from(JSON.stringify(v))) };
  remember(key, entry); // concurrent misses share one query
  try {
    const body = await entry.body;
    if (entries.get(key) === entry) {
      forget(key);
      entry.bytes = body.length;
      remember(key, entry);
    }
    return { body, version, entry };
  } catch (err) {
    if (entries.get(key) === entry) forget(key);
    throw err;
  }
}

/**
 * Sends the JSON of `load()` through the cache, with an ETag: a client that already holds this
 * version gets 304 and no body. The payload is exactly what `reply.send(value)` would send.
 */
export async function sendCachedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Queryable,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { body, version, entry } = await cachedBody(db, key, load);
  if (version !== undefined) {
    const etag = `W/"${BOOT}-${version}-${body.length}"`;
    reply.header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (entry && body.length >= COMPRESS_MIN_BYTES) {
    const vary = reply.getHeader('vary'); // keep CORS's `Origin`
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiate(req);
    if (encoding) {
      const encoded = (entry.encoded[encoding] ??= ENCODERS[encoding](body));
      return reply.header('content-encoding', encoding).send(await encoded);
    }
  }
  return reply.send(body);
}
