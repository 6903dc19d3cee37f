import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/contract/constants.ts';
import { PDF_FILL, sendEndless, stall, uploadHead } from '../../server/test-support/raw-client.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { getJson, signInDemo, sleep, teacherMaterials } from './api-client.ts';
import { holdSlowUploads } from './slow-uploads.ts';
import { processUse } from '../../bench/lib/server.ts';

let server: ServerProcess | undefined;
let dir = '';
const clients: { close(): void }[] = [];
afterAll(async () => {
  clients.forEach((c) => c.close());
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const timed = async <T>(f: () => Promise<T>) => {
  const t0 = Date.now();
  const value = await f();
  return { value, ms: Date.now() - t0 };
};

describe('slow and endless clients against the real server (production timeouts)', () => {
  it('hold only what the caps allow, are closed on time, and the server keeps answering others', async () => {
    dir = await mkdtemp(join(tmpdir(), 'edu-faults-slow-'));
    server = await startServer({ DATA_DIR: dir, DATABASE_URL: undefined });
    const teacher = await signInDemo(server.base, 'teacher');
    // An endless body is cut off right after the size limit (before the flood uses up the account's writes).
    const endless = await sendEndless(server.base, '/api/UploadStudyMaterial/1', uploadHead('endless.pdf'), PDF_FILL, teacher);
    expect(endless.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(endless.written).toBeLessThan(MAX_UPLOAD_BYTES + 64 * 1024 * 1024);
    await sleep(1_500);
    const before = await processUse(server.pid);

    // 300 trickling uploads from one account and 50 without a session.
    const slow = holdSlowUploads(server.base, 300, teacher);
    const anonymous = holdSlowUploads(server.base, 50);
    clients.push(slow, anonymous);
    // Half the headers then nothing; a body that stops half-way.
    const slowHeaders = Array.from({ length: 10 }, () => stall(server!.base, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', 60_000));
    const stalledBody = stall(
      server.base,
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"',
      60_000,
    );
    await sleep(5_000);

    const held = await processUse(server.pid);
    const health = await timed(() => getJson(`${server!.base}/healthz`));
    const list = await timed(() => teacherMaterials(server!.base, teacher));
    expect(health.value.status).toBe(200);
    expect(list.value.size).toBeGreaterThan(0);
    // 4 uploads at once per account: the other 296 were answered and closed (503 busy, or 429 once
    // the account passed 120 writes a minute), the anonymous ones 401.
    expect(slow.open()).toBe(4);
    const answers = slow.answers();
    expect(Object.keys(answers).sort()).toEqual(['HTTP/1.1 429 Too Many Requests', 'HTTP/1.1 503 Service Unavailable']);
    expect(Object.values(answers).reduce((a, b) => a + b)).toBe(296);
    expect(anonymous.answers()).toEqual({ 'HTTP/1.1 401 Unauthorized': 50 });
    expect(anonymous.open()).toBe(0);
    expect(held.fds - before.fds).toBeLessThan(60);

    const headersMs = await Promise.all(slowHeaders);
    const bodyMs = await stalledBody;
    for (const ms of [...headersMs, bodyMs]) {
      expect(ms).toBeGreaterThan(25_000);
      expect(ms).toBeLessThan(45_000);
    }
    // Trickling uploads keep sending, so only the whole-request limit (15 min) would end them.
    expect(slow.open()).toBe(4);
    slow.close();

    await sleep(1_500);
    const after = await processUse(server.pid);
    expect((await getJson(`${server.base}/healthz`)).status).toBe(200);
    console.log(
      `[faults] slow clients: ${JSON.stringify({
        fdsBefore: before.fds,
        fdsHeld: held.fds,
        fdsAfter: after.fds,
        rssMbBefore: before.rssMb,
        rssMbHeld: held.rssMb,
        rssMbAfter: after.rssMb,
        answers: { ...answers, ...anonymous.answers() },
        healthMs: health.ms,
        listMs: list.ms,
        slowHeadersClosedMs: Math.max(...headersMs),
        stalledBodyClosedMs: bodyMs,
        endlessBodyBytesTaken: endless.written,
      })}`,
    );
  });
});
