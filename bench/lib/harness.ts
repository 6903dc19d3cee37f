import type { Browser } from 'playwright';
import type { BenchData } from '../seed-bench-data.ts';
import type { BenchPage } from './browser.ts';
import type { SessionCookie } from './session.ts';
import { meets, type Figure } from './figure.ts';

/** `full`: the sizes and runs the budgets are about; `smoke`: every figure once, small and quick. */
export type Mode = 'full' | 'smoke';

/** What each bench's `run` gets: the seeded school's server, its sessions, the build, a browser. */
export interface BenchContext {
  /** The reference server on the seeded school (embedded database). */
  base: string;
  pid: number;
  sessions: { teacher: SessionCookie; bigTeacher: SessionCookie; learner: SessionCookie };
  data: BenchData;
  /** The build the server serves (bench pages under `__bench/`). */
  distDir: string;
  /** A temporary folder of this bench alone (removed after the whole run). */
  work: string;
  /** A throwaway PostgreSQL (scripts/with-postgres.sh), when there is one. */
  databaseUrl: string | undefined;
  /** Headless Chromium, launched on first use and closed when this bench ends. */
  browser(): Promise<Browser>;
  log(msg: string): void;
}

/** What `pages` gets: the build being prepared and the seeded school (the server is not up yet). */
export interface PageSetup {
  distDir: string;
  data: BenchData;
}

/** One registered measurement, with its sizes already chosen for the run's mode. */
export interface Bench {
  /** The group `--only=` selects. */
  group: string;
  /** What it measures: the name of its row when it fails. */
  title: string;
  pages?(setup: PageSetup, mode: Mode): Promise<BenchPage[]> | BenchPage[];
  run(ctx: BenchContext, mode: Mode): Promise<Figure[]>;
}

/**
 * A bench of bench/figures/: `sizes.full` are the sizes and runs of the real figures,
 * `sizes.smoke` small ones that still produce every figure in a few seconds (`--smoke` proves
 * the bench runs, not that a budget holds). `pages` are written into the build before the
 * server starts (it serves them at /__bench/<name>.html). Register it in BENCHES in bench/run.ts.
 */
export function defineBench<S>(b: {
  group: string;
  title: string;
  sizes: Record<Mode, S>;
  pages?(setup: PageSetup, sizes: S): Promise<BenchPage[]> | BenchPage[];
  run(ctx: BenchContext, sizes: S): Promise<Figure[]>;
}): Bench {
  const { pages } = b;
  return {
    group: b.group,
    title: b.title,
    pages: pages && ((setup, mode) => pages(setup, b.sizes[mode])),
    run: (ctx, mode) => b.run(ctx, b.sizes[mode]),
  };
}

const oneLine = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim() || 'failed';

/** The row of a bench that threw: no value, its error in place of a status. */
export const failedFigure = (title: string, err: unknown): Figure => ({
  name: title,
  value: null,
  unit: '',
  budget: {},
  runs: [],
  error: oneLine(err),
});

/** A figure was measured: no error and a number. */
export const produced = (f: Figure): boolean => f.error === undefined && f.value !== null && Number.isFinite(f.value);

/**
 * Runs each bench in turn: one that throws, times out or measures nothing becomes one error
 * row and the next still runs. `after` runs once each bench is done, however it ended (a
 * timed-out bench may still be running: `after` closes what it holds).
 */
export async function measureAll(
  benches: Bench[],
  o: {
    run(b: Bench): Promise<Figure[]>;
    after?(b: Bench): Promise<void>;
    timeoutMs: number;
    log?(msg: string): void;
  },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const b of benches) {
    o.log?.(`${b.group}: ${b.title}...`);
    const t0 = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not finish in ${Math.round(o.timeoutMs / 1000)} s`)), o.timeoutMs);
    });
    try {
      const got = await Promise.race([o.run(b), timeout]);
      figures.push(...(got.length ? got : [failedFigure(b.title, 'measured no figure')]));
      o.log?.(`${b.group}: ${b.title} done in ${Math.round((performance.now() - t0) / 1000)} s`);
    } catch (err) {
      o.log?.(`${b.group}: ${b.title} failed: ${oneLine(err)}`);
      figures.push(failedFigure(b.title, err));
    } finally {
      clearTimeout(timer);
      await o.after?.(b).catch((err: unknown) => o.log?.(`${b.group}: cleaning up failed: ${oneLine(err)}`));
    }
  }
  return figures;
}

/**
 * The run's exit code: 1 when a figure was not measured (in every mode: a bench that breaks is
 * not a measurement), or with `check` when a budget is missed; a smoke run has no budgets.
 */
export function exitCode(figures: Figure[], o: { check: boolean; mode: Mode }): number {
  if (figures.some((f) => !produced(f))) return 1;
  if (o.check && o.mode === 'full' && figures.some((f) => !meets(f))) return 1;
  return 0;
}
