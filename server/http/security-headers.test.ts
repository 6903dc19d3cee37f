import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startHarness, type Harness } from '../test-support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 180_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('security headers', () => {
  it('are on JSON answers and refusals alike', async () => {
    for (const path of ['/healthz', '/api/me', '/api/no-such-route']) {
      const { headers } = await getJson(`${h.base}${path}`);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });
});
