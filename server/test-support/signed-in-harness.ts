import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startHarness, type Harness, type HarnessOptions, type HeaderMap } from './harness.ts';

/**
 * One server for the test file (creating PGlite takes seconds, tens on a loaded machine); `ready`
 * receives it before the first test, and it closes after the last. `reset`: to the small fixture
 * before every test ('each'), once before the first ('once'), or never.
 */
export function withHarness(
  ready: (h: Harness) => void,
  opts: HarnessOptions = {},
  reset: 'each' | 'once' | 'never' = 'each',
): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness(opts);
    if (reset === 'once') await h.reset();
    ready(h);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  }, 60_000);
  if (reset === 'each') {
    beforeEach(async () => {
      await h!.reset();
    });
  }
}

/**
 * One server for the test file, reset to the small fixture, with teacher 1 signed in; `ready`
 * receives both before the first test runs, and the server closes after the last.
 */
export function withSignedInHarness(ready: (h: Harness, teacher: HeaderMap) => void, opts: HarnessOptions = {}): void {
  let h: Harness | undefined;
  withHarness((started) => (h = started), opts, 'once');
  beforeAll(async () => {
    ready(h!, await h!.signIn('teacher'));
  });
}

/**
 * One server for the test file, reset to the small fixture before every test with teacher 1
 * signed in again; `ready` receives both before each test, and the server closes after the last.
 */
export function withFreshHarnessEachTest(ready: (h: Harness, teacher: HeaderMap) => void, opts: HarnessOptions = {}): void {
  let h: Harness | undefined;
  withHarness((started) => (h = started), opts, 'each');
  beforeEach(async () => {
    ready(h!, await h!.signIn('teacher'));
  });
}
