import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyCookie from '@fastify/cookie';
import { resolve } from 'node:path';
import { registerStaticSite } from './static-site.ts';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/queryable.ts';
import { migrate } from './db/migrations.ts';
import { FileStore } from './storage/file-store.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerCors } from './http/cors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerUnreadBodyClose } from './http/unread-body.ts';
import { registerNulTextCheck } from './http/nul-text.ts';
import { registerHealth } from './http/health.ts';
import { parsePublicOrigins } from './http/public-origin.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { SLOW_DOWN, type SlowDown } from './auth/sign-in-limit.ts';
import { HashSlots, hashSlotLimits, type HashSlotLimits } from './auth/hash-slots.ts';
import { HEADERS_MS, IDLE_MS, REQUEST_MS } from './http/timeouts.ts';
import { registerApiRoutes } from './routes/index.ts';
import { registerLti, type LtiOptions } from './routes/lti.ts';
import { adminToken, writeAdminToken } from './lti/admin-token.ts';
import { reconcileFiles } from './storage/reconcile.ts';
import { chooseBlobStore } from './storage/choose-blob-store.ts';
import { seedIfEmpty, type SeedOptions } from './seed/seed.ts';
import { wantsDemoAccounts } from './seed/accounts.ts';
import type { AppContext } from './context.ts';
import { registerGuard } from './auth/guard.ts';
import { loadAuthSecret } from './auth/secret.ts';
import { submitExpired } from './services/attempts.ts';
import { startProcessing } from './processing/start-processing.ts';

export interface AppOptions {
  /** Folder with the built portal and bundle (vite build output). */
  distDir: string;
  logger?: boolean;
  /** Files and the embedded database live here (default: DATA_DIR or ./data). */
  dataDir?: string;
  /** Real PostgreSQL instead of the embedded database (default: DATABASE_URL). */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests run files in parallel, one schema each). */
  dbSchema?: string;
  /** An already open database (tests share one per file); the app does not close it. */
  db?: Database;
  /** The origins people open the portal at (default: PUBLIC_ORIGIN; none: this machine's loopback names). */
  publicOrigins?: string[];
  /** Origins allowed to call the API from other sites; ['*'] for any (default: CORS_ORIGINS). */
  corsOrigins?: string[];
  /** Seed an empty database on start (default true); false in tests that build their own data. */
  seed?: boolean | SeedOptions;
  /** Secret for host-signed embed tokens (default: EMBED_SECRET); unset: no embed tokens. */
  embedSecret?: string;
  /** Free disk space below which uploads are refused with 507 (default: MIN_FREE_DISK_MB, else 512 MB). */
  minFreeBytes?: number;
  /** Shorter client timeouts than the defaults of http/timeouts.ts (tests). */
  timeouts?: { idleMs?: number; headersMs?: number; requestMs?: number };
  /** Which peers' X-Forwarded-For and -Proto are believed (default: TRUST_PROXY, http/trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** The wait before answering a pair that keeps failing to sign in (default: auth/sign-in-limit.ts). */
  signInSlowDown?: SlowDown;
  /** Password hashes at once and waiting (default: PASSWORD_HASHES_AT_ONCE and PASSWORD_HASH_QUEUE, auth/hash-slots.ts). */
  passwordHashes?: HashSlotLimits;
  /** LTI settings (tests shorten the platforms' key cache). */
  lti?: LtiOptions;
  /** How often attempts whose time ran out are submitted (default: ATTEMPT_SWEEP_MS, else 5 s; 0: never). */
  attemptSweepMs?: number;
  /**
   * How often this server looks for material processing jobs besides its own uploads' (default:
   * MATERIAL_JOB_POLL_MS, else 3 s; 0: it runs no jobs, and its uploads' PDFs stay 'pending').
   */
  materialJobPollMs?: number;
}

/** A start-up problem an operator can fix: printed as one line, no stack trace. */
export class StartupError extends Error {}

/** Builds the reference server: the API of src/contract and the demo portal. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const dataDir = resolve(opts.dataDir ?? process.env.DATA_DIR ?? './data');
  const trustProxy = opts.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY);
  if (trustProxy === undefined)
    throw new StartupError(
      `TRUST_PROXY=${process.env.TRUST_PROXY} is not valid: use the number of proxies in front (1 for one), or their addresses (e.g. 10.0.0.5,10.1.0.0/16).`,
    );
  const publicOrigins = opts.publicOrigins ?? parsePublicOrigins(process.env.PUBLIC_ORIGIN);
  if (publicOrigins === undefined)
    throw new StartupError(
      `PUBLIC_ORIGIN=${process.env.PUBLIC_ORIGIN} is not valid: list the origins people open the portal at, e.g. https://portal.school.example (no path).`,
    );
  const store = new FileStore(dataDir);
  try {
    await store.init();
  } catch (err) {
    throw new StartupError(
      `The data folder ${dataDir} is not writable (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): set DATA_DIR to a writable folder.`,
    );
  }
  const db = opts.db ?? (await openDb(dataDir, opts));
  await migrate(db);
  const blobs = chooseBlobStore(db, store);
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const demoAccounts = wantsDemoAccounts(databaseUrl);
  if (opts.seed !== false)
    await seedIfEmpty(db, blobs, { demoAccounts, ...(opts.seed === true || opts.seed === undefined ? {} : opts.seed) });
  const corsOrigins = opts.corsOrigins ?? parseOrigins(process.env.CORS_ORIGINS);
  const auth = {
    authSecret: await loadAuthSecret(db),
    embedSecret: opts.embedSecret ?? (process.env.EMBED_SECRET || undefined),
    corsOrigins,
    publicOrigins,
  };

  const app = Fastify({
    logger: opts.logger ?? false,
    // Our own one-line-per-request log replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    connectionTimeout: opts.timeouts?.idleMs ?? IDLE_MS,
    requestTimeout: opts.timeouts?.requestMs ?? REQUEST_MS,
  });
  app.server.headersTimeout = opts.timeouts?.headersMs ?? HEADERS_MS;
  if (!opts.db) app.addHook('onClose', async () => db.close());
  const reconciled = await reconcileFiles(db, blobs);
  if (reconciled.removedFiles || reconciled.hiddenRows || reconciled.restoredRows) {
    app.log.warn(
      `Files and rows reconciled: ${reconciled.removedFiles} files without a row removed, ` +
        `${reconciled.hiddenRows} materials whose file is missing hidden, ${reconciled.restoredRows} shown again.`,
    );
  }
  const minFreeBytes = opts.minFreeBytes ?? Number(process.env.MIN_FREE_DISK_MB ?? 512) * 2 ** 20;
  const { pdfChecks, jobs } = startProcessing(
    app,
    { db, blobs, store },
    opts.materialJobPollMs ?? Number(process.env.MATERIAL_JOB_POLL_MS ?? 3000),
  );
  const ctx: AppContext = {
    db,
    store,
    blobs,
    auth,
    minFreeBytes,
    pdfChecks,
    jobs,
    signInSlowDown: opts.signInSlowDown ?? SLOW_DOWN,
    hashSlots: new HashSlots(opts.passwordHashes ?? hashSlotLimits()),
  };

  registerRequestLog(app);
  registerSecurityHeaders(app);
  registerUnreadBodyClose(app);
  registerErrorHandler(app);
  await registerCors(app, corsOrigins);
  await app.register(fastifyCookie);
  registerGuard(app, db, auth);
  registerNulTextCheck(app);
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  registerHealth(app, db);
  registerApiRoutes(app, ctx);
  const token = adminToken(auth.authSecret);
  await writeAdminToken(dataDir, token);
  registerLti(app, ctx, token, opts.lti);
  await registerStaticSite(app, opts.distDir);
  startAttemptSweeper(app, db, opts.attemptSweepMs ?? Number(process.env.ATTEMPT_SWEEP_MS ?? 5000));
  return app;
}

/** Submits attempts whose time ran out, whether or not a browser is still there. */
function startAttemptSweeper(app: FastifyInstance, db: Database, everyMs: number): void {
  if (!(everyMs > 0)) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    submitExpired(db)
      .catch((err: unknown) => app.log.error(`Submitting timed-out attempts failed: ${(err as Error).message}`))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

async function openDb(dataDir: string, opts: AppOptions): Promise<Database> {
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  try {
    return await openDatabase({
      dataDir: resolve(dataDir, 'db'),
      databaseUrl,
      schema: opts.dbSchema ?? process.env.DATABASE_SCHEMA,
    });
  } catch (err) {
    const where = databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${resolve(dataDir, 'db')}`;
    throw new StartupError(`Could not open ${where}: ${(err as Error).message}`);
  }
}

function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
