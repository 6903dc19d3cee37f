import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startHarness, type Harness, type HarnessOptions, type HeaderMap } from './harness.ts';

/**
 * One server for the test file, reset to the small fixture, with teacher 1 signed in; `ready`
 * receives both before the first test runs, and the server closes after the last.
 */
export function withSignedInHarness(ready: (h: Harness, teacher: HeaderMap) => void, opts: HarnessOptions = {}): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness(opts);
    await h.reset();
    ready(h, await h.signIn('teacher'));
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  }, 60_000);
}

/**
 * One server for the test file, reset to the small fixture before every test with teacher 1
 * signed in again; `ready` receives both before each test, and the server closes after the last.
 */
export function withFreshHarnessEachTest(ready: (h: Harness, teacher: HeaderMap) => void, opts: HarnessOptions = {}): void {
  let h: Harness | undefined;
  // Creating PGlite takes seconds (tens on a loaded machine): one per file.
  beforeAll(async () => {
    h = await startHarness(opts);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  }, 60_000);
  beforeEach(async () => {
    await h!.reset();
    ready(h!, await h!.signIn('teacher'));
  });
}
