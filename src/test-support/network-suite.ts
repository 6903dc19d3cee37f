/// <reference types="mocha" />
import { fakeFetch, type FetchCall, type FetchDouble, type FetchOptions, type Routes } from './fetch-double.ts';
import { cleanup } from './mount.ts';

export interface NetworkSuite {
  /** The requests of the running test. */
  readonly calls: FetchCall[];
  /** Serves `routes` for the rest of the running test, in place of what was served. */
  serve(routes?: Routes, options?: FetchOptions): FetchDouble;
}

/**
 * For the suite it is called in: `routes` served before each test (none: nothing until a test
 * calls `serve`), then `before`; after each the fetch put back, a clean page, then `after`.
 */
export function networkSuite(routes?: Routes, { before, after }: { before?: () => void; after?: () => void } = {}): NetworkSuite {
  let current: FetchDouble | undefined;
  const suite: NetworkSuite = {
    get calls(): FetchCall[] {
      return current?.calls ?? [];
    },
    serve(r: Routes = {}, options?: FetchOptions): FetchDouble {
      current?.restore();
      current = fakeFetch(r, options);
      return current;
    },
  };
  beforeEach(() => {
    if (routes) suite.serve(routes);
    before?.();
  });
  afterEach(() => {
    current?.restore();
    current = undefined;
    cleanup();
    after?.();
  });
  return suite;
}
