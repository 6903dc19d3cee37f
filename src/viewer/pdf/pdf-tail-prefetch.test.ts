import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPdfTail, takePdfTail } from './pdf-tail-prefetch.ts';

const CHUNK = 16;
const file = Uint8Array.from({ length: 100 }, (_, i) => i);

/** A server answering suffix Range requests for `file` the way ours does. */
function rangeServer(status = 206, contentRange?: string) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    const m = /^bytes=-(\d+)$/.exec(new Headers(init?.headers).get('Range') ?? '');
    const n = Math.min(Number(m?.[1] ?? file.length), file.length);
    const body = status === 206 ? file.slice(file.length - n) : file;
    const headers = status === 206 ? { 'Content-Range': contentRange ?? `bytes ${file.length - n}-${file.length - 1}/${file.length}` } : undefined;
    return new Response(body, { status, headers });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchPdfTail', () => {
  it('fetches the last chunk with one suffix Range request, aligned to the chunk size', async () => {
    const server = rangeServer();
    vi.stubGlobal('fetch', server);
    prefetchPdfTail('https://school.test/a.pdf', false, CHUNK);
    prefetchPdfTail('https://school.test/a.pdf', false, CHUNK); // once per URL
    const tail = await takePdfTail('https://school.test/a.pdf', false);
    expect(server).toHaveBeenCalledTimes(1);
    expect(new Headers(server.mock.calls[0]![1]!.headers).get('Range')).toBe('bytes=-16');
    expect(server.mock.calls[0]![1]!.credentials).toBe('same-origin');
    // 100 bytes in 16-byte chunks: the last chunk is [96, 100).
    expect(tail).toEqual({ length: 100, begin: 96, bytes: Uint8Array.from([96, 97, 98, 99]) });
    expect(await takePdfTail('https://school.test/a.pdf', false)).toBeNull(); // handed over once
  });

  it('sends cookies only when asked to', async () => {
    const server = rangeServer();
    vi.stubGlobal('fetch', server);
    prefetchPdfTail('https://files.test/b.pdf', true, CHUNK);
    await takePdfTail('https://files.test/b.pdf', true);
    expect(server.mock.calls[0]![1]!.credentials).toBe('include');
  });

  it('gives nothing when the server ignores ranges, answers an error, lies about its range or fails', async () => {
    for (const fetchFn of [
      rangeServer(200),
      vi.fn(async () => new Response('missing', { status: 404 })),
      rangeServer(206, 'bytes 0-15/100'),
      rangeServer(206, 'bytes */100'),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ]) {
      vi.stubGlobal('fetch', fetchFn);
      prefetchPdfTail('https://school.test/c.pdf', false, CHUNK);
      expect(await takePdfTail('https://school.test/c.pdf', false)).toBeNull();
    }
  });
});
