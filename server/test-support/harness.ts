import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { FileStore } from '../storage/file-store.ts';
import { resetData } from '../seed/seed.ts';
import { makeStudents, STUDENT_SEED_COLUMNS } from '../seed/students.ts';
import { DEMO_TEACHER_ID, DEMO_TEACHER_NAME } from '../../src/contract/constants.ts';

export interface Harness {
  base: string;
  app: FastifyInstance;
  db: Database;
  store: FileStore;
  dataDir: string;
  /** Empties tables and files, then inserts the small fixture (teacher 1, 8 students). */
  reset(): Promise<void>;
  /** Names in the temp and files folders (to prove nothing was written). */
  diskState(): Promise<{ tmp: string[]; files: string[] }>;
  close(): Promise<void>;
}

/**
 * One server per test file over real HTTP on 127.0.0.1: PGlite in a temp folder, or, when
 * DATABASE_URL is set, a private schema on that PostgreSQL (test files run in parallel).
 */
export async function startHarness(opts: { corsOrigins?: string[]; distDir?: string } = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'edu-test-'));
  const schema = process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDatabase({ dataDir: join(dataDir, 'db'), databaseUrl: process.env.DATABASE_URL, schema });
  const app = await buildApp({ distDir: opts.distDir ?? join(dataDir, 'dist'), dataDir, db, seed: false, corsOrigins: opts.corsOrigins ?? ['http://embed.test'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const store = new FileStore(dataDir);
  return {
    base: `http://127.0.0.1:${port}`,
    app,
    db,
    store,
    dataDir,
    async reset() {
      await resetData(db, store);
      await db.query('INSERT INTO teachers (id, name) VALUES ($1, $2)', [DEMO_TEACHER_ID, DEMO_TEACHER_NAME]);
      await bulkInsert(db, 'students', STUDENT_SEED_COLUMNS, makeStudents(8));
    },
    async diskState() {
      return { tmp: await readdir(store.tmpDir), files: await readdir(store.filesDir) };
    },
    async close() {
      if (process.env.DEBUG_HARNESS) {
        app.server.getConnections((_e, n) => console.log('open connections at close:', n));
      }
      const t = Date.now();
      // Keep-alive sockets normally close at once; on a loaded machine do not wait forever.
      const force = setTimeout(() => app.server.closeAllConnections(), 5_000);
      await app.close();
      clearTimeout(force);
      if (process.env.DEBUG_HARNESS) console.log('app.close took', Date.now() - t);
      if (schema) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      if (process.env.DEBUG_HARNESS) console.log("schema dropped");
      const t2 = Date.now();
      await db.close();
      if (process.env.DEBUG_HARNESS) console.log('db.close took', Date.now() - t2);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  body: any; headers: Headers }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

export const sendJson = (url: string, method: string, body: unknown) =>
  getJson(url, { method, headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** A raw GET: the body as sent (fetch would decode it and choose its own Accept-Encoding). */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
