import { fileURLToPath } from 'node:url';
import { checkSync, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { sourceRegexes } from './source-regexes.ts';

// The analyser's own JavaScript engine: no Java or native helper process, nothing cached on disk.
process.env.RECHECK_SYNC_BACKEND = 'pure';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { literals, built } = sourceRegexes(ROOT, ['src', 'server']);

/** The longest one analysis may take; the slowest pattern today takes about a second. */
const TIMEOUT_MS = 10_000;

/**
 * Patterns built at run time, which no analyser can read, each with why it cannot stall anything.
 * A new `new RegExp(...)` fails the test until it is listed here with its reason.
 */
const BUILT_AT_RUN_TIME: Record<string, string> = {
  'src/viewer/find/normalize.ts': 'alternatives of fixed character classes; runs in the browser on PDF text',
  'src/viewer/find/page-matcher.ts': "the reader's own search, escaped to literal text; runs in their browser only",
  'server/contract/schema-arbitrary.ts': "the contract fuzz tests' copy of a contract pattern, which this test checks",
};

const verdict = (d: Diagnostics): string =>
  d.status === 'vulnerable'
    ? `vulnerable (${d.complexity.type}): ${d.attack.pattern}`
    : d.status === 'unknown'
      ? `unknown: ${d.error.kind}`
      : d.status;

describe('regular expressions in src/ and server/', () => {
  it('finds the patterns it checks', () => {
    expect(literals.length).toBeGreaterThan(100);
    expect(literals.some((r) => r.source === '^[^\\s@]+@\\S+$')).toBe(true);
  });

  it(
    'none can take more than linear time (recheck)',
    () => {
      const unsafe = literals
        .map((r) => ({ ...r, result: checkSync(r.source, r.flags, { timeout: TIMEOUT_MS }) }))
        .filter((r) => r.result.status !== 'safe')
        .map((r) => `${r.at} /${r.source}/${r.flags}: ${verdict(r.result)}`);
      expect(unsafe).toEqual([]);
    },
    literals.length * TIMEOUT_MS,
  );

  it('builds a pattern at run time only where the reason is written down', () => {
    const files = [...new Set(built.map((b) => b.at.slice(0, b.at.lastIndexOf(':'))))];
    expect(files.filter((f) => !(f in BUILT_AT_RUN_TIME))).toEqual([]);
    expect(Object.keys(BUILT_AT_RUN_TIME).filter((f) => !files.includes(f))).toEqual([]);
  });
});
