import { describe, expect, it } from 'vitest';
import { getJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';

let h: Harness;
withHarness((started) => (h = started), {}, 'never');

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
