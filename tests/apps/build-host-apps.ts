import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const exec = promisify(execFile);
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

export const HOST_APPS = ['react', 'vue', 'svelte', 'next'] as const;
export type HostApp = (typeof HOST_APPS)[number];

export interface BuiltApp {
  /** The app's folder. */
  dir: string;
  /** What the school site serves: the built folder of a Vite app (a Next.js app is served by `next start`). */
  out: string;
  /** How long its type check and build took (0 when an earlier build of the same sources is reused). */
  seconds: number;
}

/** What the build of an app is made from: the packed package, the API's URL and the app's own files. */
function sourceStamp(app: HostApp, packageSha: string, apiBase: string): string {
  const hash = createHash('sha1').update(`${packageSha}\n${apiBase}\n`);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (['node_modules', 'dist', '.next', 'next-env.d.ts'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path}\n`).update(readFileSync(path));
    }
  };
  walk(join(here, app));
  return hash.digest('hex');
}
const STAMP = 'edu-source-stamp';

/** Runs a tool; a failure throws with the app's name and the tool's output. */
async function run(app: string, cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  try {
    await exec(cmd, args, { cwd: repo, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`The ${app} host app failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: err });
  }
}

/**
 * Type-checks the app against the shipped types and builds it, as its integrator would; a build
 * of the same sources (a test worker started again after a failure) is reused.
 */
async function buildApp(app: HostApp, apiBase: string, packageSha: string): Promise<BuiltApp> {
  const dir = join(here, app);
  const out = join(dir, app === 'next' ? '.next' : 'dist');
  const stamp = sourceStamp(app, packageSha, apiBase);
  if (existsSync(join(out, STAMP)) && readFileSync(join(out, STAMP), 'utf8') === stamp) return { dir, out, seconds: 0 };
  const started = performance.now();
  if (app === 'next') {
    // `next build` type-checks the app itself; the API's URL is inlined from NEXT_PUBLIC_*.
    await run(app, process.execPath, [nextBin, 'build', dir], {
      NEXT_PUBLIC_EDU_API_BASE: apiBase,
      NEXT_TELEMETRY_DISABLED: '1',
    });
  } else {
    // tsc reads the .ts files (a .svelte template is Svelte's compiler's to check); vue-tsc reads .vue too.
    await run(app, 'npx', [app === 'vue' ? 'vue-tsc' : 'tsc', '-p', join(dir, 'tsconfig.json')]);
    await run(app, 'npx', ['vite', 'build', dir, '--config', join(dir, 'vite.config.ts'), '--outDir', out, '--emptyOutDir'], {
      VITE_EDU_API_BASE: apiBase,
    });
  }
  writeFileSync(join(out, STAMP), stamp);
  return { dir, out, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * What an integrator does: pack the package (the already built dist/), install the tarball into
 * each app, type-check the app against the shipped types (tsc, vue-tsc, next build) and build
 * it, talking to the API at `apiBase`. The apps find React, Vue, Svelte and Next.js themselves
 * in this repository's node_modules; each has its own package.json, so the package's name
 * resolves to the installed tarball, never to this repository. The Vite apps build one after
 * another beside the Next.js app (two cores: one each). A type error or a failed build throws
 * with the tool's output.
 */
export async function buildHostApps(apiBase: string): Promise<Record<HostApp, BuiltApp>> {
  const packDir = mkdtempSync(join(tmpdir(), 'edu-pack-'));
  let packageSha: string;
  try {
    const { stdout } = await exec('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], { cwd: repo });
    const [packed] = JSON.parse(stdout) as { filename: string; shasum: string }[];
    packageSha = packed!.shasum;
    const tarball = join(packDir, packed!.filename);
    for (const app of HOST_APPS) {
      const installed = join(here, app, 'node_modules', 'edu-portal-widgets');
      rmSync(installed, { recursive: true, force: true });
      mkdirSync(installed, { recursive: true });
      await exec('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    }
  } finally {
    rmSync(packDir, { recursive: true, force: true });
  }
  const viteApps = (async () => {
    const built: BuiltApp[] = [];
    for (const app of HOST_APPS.filter((a) => a !== 'next')) built.push(await buildApp(app, apiBase, packageSha));
    return built;
  })();
  const [[react, vue, svelte], next] = await Promise.all([viteApps, buildApp('next', apiBase, packageSha)]);
  return { react: react!, vue: vue!, svelte: svelte!, next };
}

/** `next start` for the built Next.js app on 127.0.0.1:`port`, once it answers. */
export async function startNextApp(port: number): Promise<{ origin: string; close(): void }> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [nextBin, 'start', join(here, 'next'), '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: repo,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true, // its own process group, ended as one
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const close = () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  };
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`${origin}/apps/next/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, close };
    await new Promise((r) => setTimeout(r, 200));
  }
  close();
  throw new Error(`next start did not answer on ${origin}: ${stderr}`);
}
