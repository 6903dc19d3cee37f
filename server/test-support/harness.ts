import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/queryable.ts';
import { FileStore } from '../storage/file-store.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { chooseBlobStore } from '../storage/choose-blob-store.ts';
import { resetData } from '../seed/seed.ts';
import { insertStudents, makeStudents } from '../seed/students.ts';
import { insertSeedClasses, insertSeedTeachers } from '../seed/classes.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { ROUTES } from '../../src/contract/routes.ts';
import { insertTestAccounts, TEST_ACCOUNTS, TEST_PASSWORD, type AccountName } from './accounts.ts';
import { tinyPdf } from './pdf-files.ts';

/** Headers of a request: a session cookie, an Authorization, an Origin... */
export type HeaderMap = Record<string, string>;

export interface Harness {
  base: string;
  app: FastifyInstance;
  db: Database;
  store: FileStore;
  /** Where the app stores files' bytes (disk, or PostgreSQL with DATABASE_URL). */
  blobs: BlobStore;
  dataDir: string;
  /**
   * Empties tables and files, then inserts the small fixture: teachers 1 and 2, Class A-D,
   * 8 students (S001-S008) and the accounts of test-support/accounts.ts.
   */
  reset(): Promise<void>;
  /** `{cookie}` of a session of that account, signed in through POST /api/auth/sign-in (once per reset). */
  signIn(who: AccountName): Promise<HeaderMap>;
  /** Temp files of every instance and the ids of stored files (to prove nothing was written). */
  diskState(): Promise<{ tmp: string[]; files: string[] }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Origins allowed besides the server's own (default ['http://embed.test']). */
  corsOrigins?: string[];
  distDir?: string;
  /** EMBED_SECRET for embed tokens (default none: tokens are refused). */
  embedSecret?: string;
  /** Trust X-Forwarded-For (tests of per-address limits name the client address). */
  trustProxy?: AppOptions['trustProxy'];
  /** The wait before answering a pair that keeps failing (default: 1 ms, so tests of the counts stay fast). */
  signInSlowDown?: AppOptions['signInSlowDown'];
  /** Client timeouts shorter than production's (fault tests). */
  timeouts?: AppOptions['timeouts'];
  /** Free disk below which uploads are refused (default: none, so tests never depend on the disk). */
  minFreeBytes?: number;
  /** How often timed-out attempts are submitted (default: never, so no test sees background writes). */
  attemptSweepMs?: number;
  /**
   * Run material processing jobs (default: no, for the same reason: uploaded PDFs stay
   * 'pending'); when on, an upload's job starts at once and the poll is rare.
   */
  processMaterials?: boolean;
  /** LTI settings (default: the platforms' key sets are fetched again for every unknown kid). */
  lti?: AppOptions['lti'];
  /** Password hashes at once and waiting (default: the machine's, auth/hash-slots.ts). */
  passwordHashes?: AppOptions['passwordHashes'];
}

/**
 * One server per test file over real HTTP on 127.0.0.1: PGlite in a temp folder, or, when
 * DATABASE_URL is set, a private schema on that PostgreSQL (test files run in parallel).
 */
export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'edu-test-'));
  const schema = process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDatabase({ dataDir: join(dataDir, 'db'), databaseUrl: process.env.DATABASE_URL, schema });
  const app = await buildApp({
    distDir: opts.distDir ?? join(dataDir, 'dist'),
    dataDir,
    db,
    seed: false,
    corsOrigins: opts.corsOrigins ?? ['http://embed.test'],
    // '' rather than undefined, so an EMBED_SECRET in the environment does not leak in.
    embedSecret: opts.embedSecret ?? '',
    trustProxy: opts.trustProxy ?? false,
    signInSlowDown: opts.signInSlowDown ?? { firstMs: 1, maxMs: 1 },
    timeouts: opts.timeouts,
    minFreeBytes: opts.minFreeBytes ?? 0,
    attemptSweepMs: opts.attemptSweepMs ?? 0,
    materialJobPollMs: opts.processMaterials ? 60_000 : 0,
    lti: opts.lti ?? {},
    passwordHashes: opts.passwordHashes,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const store = new FileStore(dataDir);
  await store.init();
  const blobs = chooseBlobStore(db, store);
  // Sessions live in the database, which reset empties.
  let sessions = new Map<AccountName, Promise<HeaderMap>>();
  return {
    base,
    app,
    db,
    store,
    blobs,
    dataDir,
    async reset() {
      sessions = new Map();
      await resetData(db, blobs);
      await insertSeedTeachers(db);
      await insertSeedClasses(db);
      await insertStudents(db, makeStudents(8));
      await insertTestAccounts(db);
    },
    signIn(who) {
      let headers = sessions.get(who);
      if (!headers) {
        headers = signInAs(base, TEST_ACCOUNTS[who].email);
        sessions.set(who, headers);
        headers.catch(() => sessions.delete(who));
      }
      return headers;
    },
    async diskState() {
      // Every instance's temp folder: the app's own store is another FileStore on this dataDir.
      const folders = await readdir(store.tmpRoot, { withFileTypes: true });
      const tmp = (
        await Promise.all(folders.map((f) => (f.isDirectory() ? readdir(join(store.tmpRoot, f.name)) : [f.name])))
      ).flat();
      return { tmp, files: (await blobs.list()).sort() };
    },
    async close() {
      // Keep-alive sockets normally close at once; on a loaded machine do not wait forever.
      const force = setTimeout(() => app.server.closeAllConnections(), 5_000);
      await app.close();
      clearTimeout(force);
      if (schema) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in with the test password; `{cookie}` of the new session. */
export async function signInAs(base: string, email: string, rememberMe = false): Promise<HeaderMap> {
  const res = await sendJson(`${base}${ROUTES.signIn.path}`, 'POST', { email, password: TEST_PASSWORD, rememberMe });
  if (res.status !== 200) throw new Error(`sign-in as ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: sessionCookie(res.headers) };
}

/** `edu_session=<token>` from a response's Set-Cookie. */
export function sessionCookie(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!set) throw new Error('no session cookie in the response');
  return set.split(';')[0]!;
}

export interface JsonResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  body: any;
  /** The body as sent. */
  text: string;
  headers: Headers;
}

/** Any request; the body parsed as JSON when it is JSON. */
export async function getJson(url: string, headers: HeaderMap = {}, init: RequestInit = {}): Promise<JsonResponse> {
  const res = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as HeaderMap | undefined) } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, text, headers: res.headers };
}

export const sendJson = (url: string, method: string, body: unknown, headers: HeaderMap = {}) =>
  getJson(
    url,
    { 'Content-Type': 'application/json', ...headers },
    { method, body: typeof body === 'string' ? body : JSON.stringify(body) },
  );

/** A raw GET: the body as sent (fetch would decode it and choose its own Accept-Encoding). */
export function rawGet(url: string, headers: HeaderMap = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** A real one-page PDF (every uploaded PDF must open in pdf.js). */
export const PDF = tinyPdf();
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0]);

/** The upload form: `fields`, then each file under `files` (PDF unless `type` says otherwise). */
export function uploadForm(
  files: { bytes: Uint8Array | Blob; name: string; type?: string }[],
  fields: Record<string, string> = { category: 'Lectures', course: 'Mathematics', teacherId: '1', classes: 'Class A' },
): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files) {
    const blob =
      file.bytes instanceof Blob
        ? file.bytes
        : new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/pdf' });
    f.append('files', blob, file.name);
  }
  return f;
}

/** POST /api/UploadStudyMaterial/{teacherId} with a form. */
export const upload = (base: string, form: FormData, headers: HeaderMap, teacherId = '1') =>
  getJson(`${base}/api/UploadStudyMaterial/${teacherId}`, headers, { method: 'POST', body: form });

/** Uploads the tiny PDF under each of these names, as teacher 1's materials. */
export const uploadPdfs = (base: string, names: string[], headers: HeaderMap) =>
  upload(base, uploadForm(names.map((name) => ({ bytes: PDF, name }))), headers);
