import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { BENCH_ACCOUNTS, seedBenchData, type SchoolSize } from './seed-bench-data.ts';
import { startServer, type BenchServer } from './lib/server.ts';
import { launchBrowser, writeBenchPages, type BenchPage } from './lib/browser.ts';
import { meets, table, type Figure } from './lib/figure.ts';
import { exitCode, failedFigure, measureAll, produced, type Bench, type Mode } from './lib/harness.ts';
import { signIn } from './lib/session.ts';
import { bundleBench } from './figures/bundle.ts';
import { learnerBench } from './figures/learner.ts';
import { learnerTestBench } from './figures/learner-tests.ts';
import { pdfBench } from './figures/pdf.ts';
import { viewerToolBench } from './figures/viewer-tools.ts';
import { listBench } from './figures/lists.ts';
import { apiBench, signInBench } from './figures/api.ts';
import { searchBench } from './figures/search.ts';
import { uploadBench } from './figures/upload.ts';
import { instanceBench, slowUploadBench } from './figures/reliability.ts';
import { pdfBombBench } from './figures/pdf-bomb.ts';
import { hostileInputBench } from './figures/hostile-input.ts';
import { districtBench } from './figures/district.ts';

/**
 * `npm run bench [-- --check | --smoke] [-- --only=pdf,api]`: builds the bundle into a temporary
 * folder, seeds a temporary data folder at school scale, starts the reference server on
 * 127.0.0.1 (free port), runs every bench of BENCHES in turn (medians of runs) and prints one
 * table; a full run of every group writes bench/results.json. A bench that throws or times out
 * is one FAILED row with its error, and the others still run.
 * The API answers 401 without a session: the bench signs in (POST /api/auth/sign-in) as the
 * seeded accounts and sends their cookies from autocannon, fetch and the browser pages.
 * Run inside scripts/with-postgres.sh, which provides the PostgreSQL of the two-instance figure.
 * Exit code: 1 when a figure failed; `--check` also when a budget is missed. `--smoke`: a small
 * school and one run of each figure, proving every figure is produced (budgets not checked).
 */
const BENCHES: Bench[] = [
  bundleBench,
  learnerBench,
  learnerTestBench,
  pdfBench,
  viewerToolBench,
  listBench,
  apiBench,
  signInBench,
  hostileInputBench,
  searchBench,
  uploadBench,
  pdfBombBench,
  slowUploadBench,
  instanceBench,
  districtBench,
];

/** The seeded school: 10,000 students, 5,000 + 10,000 materials and a 40 MB PDF; the smoke's is tiny. */
const SCHOOL: Record<Mode, SchoolSize> = {
  full: { students: 10_000, manage: 5_000, big: 10_000, pdfBytes: 40_000_000, learnerTests: 200 },
  smoke: { students: 80, manage: 30, big: 60, pdfBytes: 1_000_000, learnerTests: 12 },
};
/** How long one bench may take before it becomes a FAILED row. */
const TIMEOUT_MS: Record<Mode, number> = { full: 30 * 60_000, smoke: 2 * 60_000 };

const args = process.argv.slice(2);
const check = args.includes('--check');
const mode: Mode = args.includes('--smoke') ? 'smoke' : 'full';
const onlyArg = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const groups = [...new Set(BENCHES.map((b) => b.group))];
const only = onlyArg?.split(',');
const unknown = only?.filter((g) => !groups.includes(g)) ?? [];
if (unknown.length) {
  console.error(`unknown group ${unknown.join(', ')}: the groups are ${groups.join(', ')}`);
  process.exit(2);
}
const selected = only ? BENCHES.filter((b) => only.includes(b.group)) : BENCHES;
const log = (msg: string) => console.error(`[bench] ${msg}`);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
// A timed-out bench may still be running: what it throws later is logged, not a crash of the run.
process.on('unhandledRejection', (err) => log(`late error of a bench: ${message(err)}`));

const started = performance.now();
const work = await mkdtemp(join(tmpdir(), 'edu-bench-'));
const distDir = join(work, 'dist');
const dataDir = join(work, 'data');
let server: BenchServer | undefined;
let browser: Promise<Browser> | undefined;

const figures = await (async (): Promise<Figure[]> => {
  try {
    log('building the bundle...');
    const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--manifest', '--logLevel', 'error'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');

    const size = SCHOOL[mode];
    log(`seeding ${size.students} students, ${size.manage} + ${size.big} materials and a ${size.pdfBytes / 1e6} MB PDF...`);
    const data = await seedBenchData(dataDir, size);
    // A bench whose pages cannot be made fails alone.
    const pageErrors = new Map<Bench, unknown>();
    const pages: BenchPage[] = [];
    for (const b of selected) {
      try {
        pages.push(...((await b.pages?.({ distDir, data }, mode)) ?? []));
      } catch (err) {
        pageErrors.set(b, err);
      }
    }
    await writeBenchPages(distDir, pages);
    server = await startServer(dataDir, distDir);
    log(`server at ${server.url}`);
    const { url, pid } = server;
    const session = async (email: string) => (await signIn(url, email)).cookie;
    const sessions = {
      teacher: await session(BENCH_ACCOUNTS.teacher),
      bigTeacher: await session(BENCH_ACCOUNTS.bigTeacher),
      learner: await session(BENCH_ACCOUNTS.learner),
    };
    let n = 0;
    return await measureAll(selected, {
      timeoutMs: TIMEOUT_MS[mode],
      log,
      async run(b) {
        if (pageErrors.has(b)) throw pageErrors.get(b);
        const own = join(work, `bench-${++n}`);
        await mkdir(own, { recursive: true });
        return b.run(
          {
            base: url,
            pid,
            sessions,
            data,
            distDir,
            work: own,
            databaseUrl: process.env.DATABASE_URL,
            browser: () => (browser ??= launchBrowser()),
            log,
          },
          mode,
        );
      },
      async after() {
        const open = browser;
        browser = undefined;
        if (open) await (await open).close();
      },
    });
  } catch (err) {
    log(`setup failed: ${message(err)}`);
    return selected.map((b) => failedFigure(b.title, `setup failed: ${message(err)}`));
  } finally {
    await Promise.resolve(browser?.then((b) => b.close()))
      .then(() => server?.stop())
      .catch((err: unknown) => log(`stopping: ${message(err)}`));
    await rm(work, { recursive: true, force: true }).catch((err: unknown) => log(`removing ${work}: ${message(err)}`));
  }
})();

const seconds = Math.round((performance.now() - started) / 1000);
const failed = figures.filter((f) => !produced(f));
const missed = figures.filter((f) => produced(f) && !meets(f));
const names = (fs: Figure[]) => fs.map((f) => f.name.trim()).join('; ');
console.log(
  `\nEdu portal widgets: npm run bench${mode === 'smoke' ? ' -- --smoke' : ''} (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores, headless Chromium, ${seconds} s)\n`,
);
console.log(table(figures, { budgets: mode === 'full' }));
console.log(
  mode === 'smoke'
    ? `\n${figures.length - failed.length} of ${figures.length} figures produced (smoke sizes: budgets not checked)`
    : `\n${figures.length - failed.length - missed.length} of ${figures.length} figures within budget${missed.length ? `; missed: ${names(missed)}` : ''}`,
);
if (failed.length) console.log(`failed: ${names(failed)}`);
// Only a full run of every group stands for the results.
if (mode === 'full' && !only)
  await writeFile(
    new URL('./results.json', import.meta.url),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, seconds, figures }, null, 2)}\n`,
  );
// Exits at once: a bench that timed out may still hold sockets or timers.
process.exit(exitCode(figures, { check, mode }));
