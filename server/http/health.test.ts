import { describe, expect, it } from 'vitest';
import { getJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import type { Database } from '../db/queryable.ts';

let h: Harness;
withHarness((started) => (h = started), {}, 'never');

describe('health checks', () => {
  it('/readyz answers 200 while the database answers, and 503 with Retry-After while it does not; /healthz stays 200', async () => {
    expect(await getJson(`${h.base}/readyz`)).toMatchObject({ status: 200, body: { ok: true, database: 'up' } });
    const db = h.db as { query: Database['query'] };
    const query = db.query;
    db.query = () => new Promise(() => {});
    try {
      const started = Date.now();
      const down = await getJson(`${h.base}/readyz`);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(down).toMatchObject({ status: 503, body: { database: 'down', message: 'The database is not answering.' } });
      expect(down.headers.get('retry-after')).toBe('5');
      expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
    } finally {
      db.query = query;
    }
    expect((await getJson(`${h.base}/readyz`)).status).toBe(200);
  });
});
