import { describe, expect, it } from 'vitest';
import { getJson, type Harness } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { stall as rawStall } from '../test-support/raw-client.ts';

let h: Harness;
withHarness((started) => (h = started), { timeouts: { idleMs: 800 } }, 'never');

const stall = (text: string) => rawStall(h.base, text);

describe('client timeouts', () => {
  it('close connections that stop sending, half-way through the headers or the body, while others are served', async () => {
    const slowHeaders = stall('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const slowBody = stall(
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"',
    );
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
    const [headersMs, bodyMs] = await Promise.all([slowHeaders, slowBody]);
    expect(headersMs).toBeGreaterThanOrEqual(700);
    expect(headersMs).toBeLessThan(5_000);
    expect(bodyMs).toBeLessThan(5_000);
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
  });
});
