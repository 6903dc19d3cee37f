import { describe, expect, it } from 'vitest';
import { figure, table, type Figure } from './figure.ts';
import { defineBench, exitCode, measureAll, type Bench } from './harness.ts';

const ok = (title: string, value = 10): Bench =>
  defineBench({
    group: 'g',
    title,
    sizes: { full: { runs: 3 }, smoke: { runs: 1 } },
    run: async (_ctx, { runs }) => [
      figure(
        `${title} figure`,
        Array.from({ length: runs }, () => value),
        'ms',
        { max: 20 },
      ),
    ],
  });
const throwing = (title: string, err: unknown): Bench => ({
  group: 'g',
  title,
  run: () => Promise.reject(err),
});

/** Runs the benches as bench/run.ts does, without a server: each gets no context. */
async function runAll(benches: Bench[], mode: 'full' | 'smoke' = 'full', timeoutMs = 60_000) {
  const after: string[] = [];
  const figures = await measureAll(benches, {
    timeoutMs,
    run: (b) => b.run({} as never, mode),
    after: async (b) => void after.push(b.title),
  });
  return { figures, after };
}

describe('measureAll', () => {
  it('turns a bench that throws into one FAILED row with its error, and runs the benches after it', async () => {
    const { figures, after } = await runAll([
      ok('first'),
      throwing('two instances', new Error('upload through A: 422 {"message":"x.pdf could not be read as a PDF"}')),
      ok('last'),
    ]);
    expect(figures.map((f) => f.name)).toEqual(['first figure', 'two instances', 'last figure']);
    expect(figures[1]).toMatchObject({
      value: null,
      error: 'upload through A: 422 {"message":"x.pdf could not be read as a PDF"}',
    });
    expect(after).toEqual(['first', 'two instances', 'last']);
    const row = table(figures).split('\n')[3]!;
    expect(row).toContain('two instances');
    expect(row).toContain('FAILED: upload through A: 422');
  });

  it('keeps an error of several lines, or a thrown non-Error, on one row', async () => {
    const { figures } = await runAll([throwing('a', new Error('line one\n    at stack')), throwing('b', 'plain')]);
    expect(figures.map((f) => f.error)).toEqual(['line one at stack', 'plain']);
  });

  it('fails a bench that measures nothing or never ends, and still runs the next', async () => {
    const never: Bench = { group: 'g', title: 'hangs', run: () => new Promise<Figure[]>(() => undefined) };
    const empty: Bench = { group: 'g', title: 'empty', run: async () => [] };
    const { figures, after } = await runAll([never, empty, ok('last')], 'full', 20);
    expect(figures.map((f) => [f.name, f.error])).toEqual([
      ['hangs', 'did not finish in 0 s'],
      ['empty', 'measured no figure'],
      ['last figure', undefined],
    ]);
    expect(after).toEqual(['hangs', 'empty', 'last']);
  });

  it('gives each bench the sizes of the mode', async () => {
    expect((await runAll([ok('x')], 'full')).figures[0]!.runs).toHaveLength(3);
    expect((await runAll([ok('x')], 'smoke')).figures[0]!.runs).toHaveLength(1);
  });
});

describe('exitCode', () => {
  const within = figure('within', [10], 'ms', { max: 20 });
  const missed = figure('missed', [30], 'ms', { max: 20 });
  const informative = figure('informative', [5], 'req/s', {});
  const failed: Figure = { name: 'failed', value: null, unit: '', budget: {}, runs: [], error: 'boom' };
  const unmeasured = figure('no runs', [], 'ms', { max: 20 });

  it('is 0 when every figure is measured and, with --check, within its budget', () => {
    expect(exitCode([within, informative], { check: true, mode: 'full' })).toBe(0);
  });

  it('is 1 with --check when a budget is missed, and 0 without it or in a smoke run', () => {
    expect(exitCode([within, missed], { check: true, mode: 'full' })).toBe(1);
    expect(exitCode([within, missed], { check: false, mode: 'full' })).toBe(0);
    expect(exitCode([within, missed], { check: true, mode: 'smoke' })).toBe(0);
  });

  it('is 1 in every mode when a figure failed or has no value', () => {
    for (const mode of ['full', 'smoke'] as const)
      for (const check of [true, false]) {
        expect(exitCode([within, failed], { check, mode })).toBe(1);
        expect(exitCode([within, unmeasured], { check, mode })).toBe(1);
      }
  });
});
