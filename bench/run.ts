import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ACCOUNTS, seedBenchData, seedClassSizedSchool } from './seed-bench-data.ts';
import { startServer, type BenchServer } from './lib/server.ts';
import { launchBrowser, writeBenchPages } from './lib/browser.ts';
import { meets, table, type Figure } from './lib/figure.ts';
import { bundleFigures, bundlePages } from './figures/bundle.ts';
import { learnerFigures, learnerPages } from './figures/learner.ts';
import { learnerTestFigures } from './figures/learner-tests.ts';
import { pdfFigures, pdfPages } from './figures/pdf.ts';
import { viewerToolFigures, viewerToolPages } from './figures/viewer-tools.ts';
import { listFigures, listPages } from './figures/lists.ts';
import { apiFigures, signInFigure } from './figures/api.ts';
import { uploadFigures } from './figures/upload.ts';
import { instanceFigures, slowUploadFigures } from './figures/reliability.ts';
import { searchFigures } from './figures/search.ts';
import { pdfBombFigures } from './figures/pdf-bomb.ts';
import { signIn } from './lib/session.ts';

/**
 * `npm run bench [-- --check]`: builds the bundle into a temporary folder, seeds a temporary
 * data folder at school scale, starts the reference server on 127.0.0.1 (free port), measures
 * every figure (median of runs) and prints one table. Writes bench/results.json.
 * The API answers 401 without a session: the bench signs in (POST /api/auth/sign-in) as the
 * seeded accounts and sends their cookies from autocannon, fetch and the browser pages.
 * Run inside scripts/with-postgres.sh, which provides the PostgreSQL of the two-instance figure.
 * Plain runs never fail on a figure; `--check` exits 1 when a budget is missed.
 */
const check = process.argv.includes('--check');
// `--only api,pdf`: measure some groups (bundle, learner, pdf, lists, api, upload, processing, reliability, search) while working on them.
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;
const wanted = (group: string) => !only || only.has(group);
const log = (msg: string) => console.error(`[bench] ${msg}`);

const work = await mkdtemp(join(tmpdir(), 'edu-bench-'));
const distDir = join(work, 'dist');
const dataDir = join(work, 'data');
// Students in one class of the attendance figure: a real class, not 10,000 over the school's four.
const CLASS_SIZE = 40;
let server: BenchServer | undefined;
let classServer: BenchServer | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
const figures: Figure[] = [];
try {
  log('building the bundle...');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--manifest', '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');

  log('seeding 10,000 students, 5,000 + 10,000 materials and a 40 MB PDF...');
  const data = await seedBenchData(dataDir, { students: 10_000, manage: 5_000, big: 10_000, pdfBytes: 40_000_000 });
  await writeBenchPages(distDir, [
    ...bundlePages(),
    ...learnerPages(),
    ...(await pdfPages(distDir, data.pdfPath)),
    ...(await viewerToolPages(distDir)),
    ...listPages([data.manageTeacher, data.bigTeacher]),
  ]);
  server = await startServer(dataDir, distDir);
  log(`server at ${server.url}`);
  const session = async (email: string) => (await signIn(server!.url, email)).cookie;
  const sessions = {
    teacher: await session(BENCH_ACCOUNTS.teacher),
    bigTeacher: await session(BENCH_ACCOUNTS.bigTeacher),
    learner: await session(BENCH_ACCOUNTS.learner),
  };

  browser = await launchBrowser();
  if (wanted('bundle')) {
    log('bundle sizes...');
    figures.push(...(await bundleFigures(browser, server.url, distDir, sessions)));
  }
  if (wanted('learner')) {
    log('learner dashboard first section...');
    figures.push(...(await learnerFigures(browser, server.url, data.studentId, sessions.learner)));
    log(`learner Test section with ${data.assignedTests} tests, answer saves...`);
    figures.push(
      ...(await learnerTestFigures(browser, server.url, sessions.learner, {
        assigned: data.assignedTests,
        answerTestTitle: data.answerTestTitle,
      })),
    );
  }
  if (wanted('pdf')) {
    log('PDF first page...');
    figures.push(...(await pdfFigures(browser, server.url, data.pdfPath, data.pdfSize, sessions.teacher)));
    log('find and thumbnails in a 2,000-page PDF...');
    figures.push(...(await viewerToolFigures(browser, server.url)));
  }
  if (wanted('lists')) {
    log('list search and DOM size...');
    figures.push(
      ...(await listFigures(browser, server.url, data, {
        [data.manageTeacher]: sessions.teacher,
        [data.bigTeacher]: sessions.bigTeacher,
      })),
    );
  }
  await browser.close();
  browser = undefined;

  if (wanted('api')) {
    log('API throughput (autocannon)...');
    const classSized = await seedClassSizedSchool(join(work, 'class-sized'), CLASS_SIZE);
    classServer = await startServer(join(work, 'class-sized'), distDir);
    const classSession = (await signIn(classServer.url, BENCH_ACCOUNTS.teacher)).cookie;
    figures.push(
      ...(await apiFigures({
        big: {
          base: server.url,
          attendanceQuery: data.attendanceQuery,
          teacherId: data.manageTeacher,
          materials: data.manageRows,
          cookie: sessions.teacher,
        },
        classSized: {
          base: classServer.url,
          attendanceQuery: classSized.attendanceQuery,
          perClass: CLASS_SIZE,
          cookie: classSession,
        },
      })),
    );
    await classServer.stop();
    log('sign-in...');
    figures.push(await signInFigure(server.url, BENCH_ACCOUNTS.teacher));
  }
  if (wanted('search')) {
    log('search across 5,000 materials...');
    figures.push(...(await searchFigures()));
  }
  if (wanted('upload')) {
    log('upload memory...');
    figures.push(...(await uploadFigures(server.url, server.pid, sessions.teacher)));
  }
  if (wanted('processing')) {
    log('a 16000 x 16000 image PDF...');
    figures.push(...(await pdfBombFigures()));
  }
  if (wanted('reliability')) {
    log('300 slow uploads held...');
    figures.push(...(await slowUploadFigures(server.url, server.pid, sessions.teacher)));
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      log('two instances on one PostgreSQL...');
      figures.push(...(await instanceFigures(databaseUrl)));
    } else {
      figures.push({
        name: 'Materials list through instance B right after an upload through A (fresh)',
        value: null,
        unit: 'ms',
        budget: { max: 200 },
        runs: [],
        note: 'needs DATABASE_URL',
      });
    }
  }
} finally {
  await browser?.close();
  await server?.stop();
  await classServer?.stop();
  await rm(work, { recursive: true, force: true });
}

const missed = figures.filter((f) => !meets(f));
console.log(
  `\nEdu portal widgets: npm run bench (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores, headless Chromium)\n`,
);
console.log(table(figures));
console.log(
  `\n${figures.length - missed.length} of ${figures.length} figures within budget${missed.length ? `; missed: ${missed.map((f) => f.name.trim()).join('; ')}` : ''}`,
);
// A partial run must not overwrite the full results.
if (!only)
  await writeFile(
    new URL('./results.json', import.meta.url),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, figures }, null, 2)}\n`,
  );
if (check && missed.length) process.exitCode = 1;
