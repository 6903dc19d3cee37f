import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startHarness, type Harness, rawGet as rawGetUrl } from './test-support/harness.ts';

let h: Harness;
const page = '<!doctype html><title>Edu</title>'.padEnd(4000, ' ');
const script = `export const x = ${JSON.stringify('a'.repeat(4000))};`;

// A build output as `vite build` leaves it: files with .br/.gz siblings (scripts/precompress-plugin.ts).
// Files are routed when the server starts (wildcard: false), so the build comes first.
const dist = await mkdtemp(join(tmpdir(), 'edu-dist-'));
beforeAll(async () => {
  await mkdir(join(dist, 'assets'), { recursive: true });
  for (const [name, text] of [
    ['index.html', page],
    ['assets/app-abc123.js', script],
  ] as const) {
    await writeFile(join(dist, name), text);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(dist, `${name}.gz`), gzipSync(text));
  }
  h = await startHarness({ distDir: dist });
}, 180_000);
afterAll(async () => {
  await h?.close();
  await rm(dist, { recursive: true, force: true });
}, 60_000);

const rawGet = (path: string, headers: Record<string, string> = {}) => rawGetUrl(`${h.base}${path}`, headers);

describe('static site', () => {
  it('sends the precompressed copy the client accepts, with the page headers kept', async () => {
    for (const path of ['/', '/learners', '/no-such-page']) {
      const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers['content-type'], path).toMatch(/^text\/html/);
      expect(br.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(br.headers.vary, path).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.body).toString(), path).toBe(page);
    }
    const gz = await rawGet('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await rawGet('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
    expect(plain.body.toString()).toBe(page);
  });

  it('serves hashed scripts compressed, as JavaScript, cached for good', async () => {
    const res = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });
});
