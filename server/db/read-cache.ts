import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from './database.ts';
import { writeVersion } from './write-version.ts';

/**
 * Serialized JSON responses of list reads, kept until the next write (write-version.ts). A list
 * with thousands of rows costs tens of milliseconds to query and serialize; a cached one is a
 * buffer copy, so throughput no longer falls as the school grows. Bounded by total bytes.
 */
const MAX_BYTES = 64 * 1024 * 1024;
// Distinguishes this process's versions from a previous run's in ETags.
const BOOT = Date.now().toString(36);

interface Entry {
  version: number;
  body: Promise<Buffer>;
  bytes: number;
  /** The body gzipped, made on the first request that accepts it (lists shrink ~15x). */
  gzipped?: Promise<Buffer>;
}

const gzip = promisify(gzipCb);
// Below this, compressing costs more than the bytes it saves.
const GZIP_MIN_BYTES = 1024;
const acceptsGzip = (req: FastifyRequest): boolean => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

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
async function cachedBody(db: Queryable, key: string, load: () => Promise<unknown>): Promise<{ body: Buffer; version?: number; entry?: Entry }> {
  const version = writeVersion(db);
  if (version === undefined) return { body: Buffer.from(JSON.stringify(await load())) };
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // Most recently used last: eviction takes the oldest first.
    entries.delete(key);
    entries.set(key, hit);
    return { body: await hit.body, version, entry: hit };
  }
  const entry: Entry = { version, bytes: 0, body: load().then((v) => Buffer.from(JSON.stringify(v))) };
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
  if (entry && body.length >= GZIP_MIN_BYTES) {
    const vary = reply.getHeader('vary'); // keep CORS's `Origin`
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (acceptsGzip(req)) {
      entry.gzipped ??= gzip(body);
      return reply.header('content-encoding', 'gzip').send(await entry.gzipped);
    }
  }
  return reply.send(body);
}
