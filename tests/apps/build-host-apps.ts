import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const run = (cmd: string, args: string[], cwd = repo): string =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export const HOST_APPS = ['react', 'vue'] as const;
export type HostApp = (typeof HOST_APPS)[number];

/**
 * What an integrator does: pack the package (the already built dist/), install the tarball into
 * each app, type-check the app against the shipped types (tsc, vue-tsc) and build it with Vite.
 * The apps find React and Vue themselves in this repository's node_modules. A type error or a
 * failed build throws with the tool's output. Returns each app's built folder.
 */
export function buildHostApps(): Record<HostApp, string> {
  const packDir = mkdtempSync(join(tmpdir(), 'edu-pack-'));
  const packed = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir])) as {
    filename: string;
  }[];
  const tarball = join(packDir, packed[0]!.filename);
  const out = {} as Record<HostApp, string>;
  for (const app of HOST_APPS) {
    const dir = join(here, app);
    const installed = join(dir, 'node_modules', 'edu-portal-widgets');
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(installed, { recursive: true });
    run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    try {
      run('npx', [app === 'vue' ? 'vue-tsc' : 'tsc', '-p', join(dir, 'tsconfig.json')]);
      run('npx', ['vite', 'build', dir, '--config', join(dir, 'vite.config.ts'), '--outDir', join(dir, 'dist'), '--emptyOutDir']);
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string; message: string };
      throw new Error(`The ${app} host app failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: err });
    }
    out[app] = join(dir, 'dist');
  }
  rmSync(packDir, { recursive: true, force: true });
  return out;
}
