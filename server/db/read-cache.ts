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
}

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
async function cachedBody(db: Queryable, key: string, load: () => Promise<unknown>): Promise<{ body: Buffer; version?: number }> {
  const version = writeVersion(db);
  if (version === undefined) return { body: Buffer.from(JSON.stringify(await load())) };
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // Most recently used last: eviction takes the oldest first.
    entries.delete(key);
    entries.set(key, hit);
    return { body: await hit.body, version };
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
    return { body, version };
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
  const { body, version } = await cachedBody(db, key, load);
  if (version !== undefined) {
    const etag = `W/"${BOOT}-${version}-${body.length}"`;
    reply.header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
