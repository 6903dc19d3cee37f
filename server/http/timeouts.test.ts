import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startHarness, type Harness } from '../test-support/harness.ts';

let h: Harness;
beforeAll(async () => { h = await startHarness({ timeouts: { idleMs: 800 } }); }, 180_000);
afterAll(async () => { await h?.close(); }, 60_000);

/** Opens a raw connection, writes `text`, then sends nothing more; resolves when the server closes it. */
function stall(text: string): Promise<number> {
  const url = new URL(h.base);
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Date.now() - t0));
    setTimeout(() => reject(new Error('the server kept a silent connection open')), 10_000);
  });
}

describe('client timeouts', () => {
  it('close connections that stop sending, half-way through the headers or the body, while others are served', async () => {
    const slowHeaders = stall('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const slowBody = stall('POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"');
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
    const [headersMs, bodyMs] = await Promise.all([slowHeaders, slowBody]);
    expect(headersMs).toBeGreaterThanOrEqual(700);
    expect(headersMs).toBeLessThan(5_000);
    expect(bodyMs).toBeLessThan(5_000);
    expect((await getJson(`${h.base}/healthz`)).status).toBe(200);
  });
});
