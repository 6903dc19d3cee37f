import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_CHUNKS, prefetchPdfEnds, sliceOfEnds, takePdfEnds } from './pdf-ends-prefetch.ts';

const CHUNK = 16;
const bytesOf = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 256);
const file = bytesOf(100);
const HEAD = HEAD_CHUNKS * CHUNK; // 64 of the 100 bytes

/** A server answering `bytes=a-b` and `bytes=-n` Range requests for `body` the way ours does. */
function rangeServer(
  body = file,
  opts: { status?: number; contentRange?: string; headStatus?: number; headContentRange?: string } = {},
) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('Range') ?? '';
    const suffix = /^bytes=-(\d+)$/.exec(range);
    const span = /^bytes=(\d+)-(\d+)$/.exec(range);
    const status = (span ? opts.headStatus : undefined) ?? opts.status ?? 206;
    if (status !== 206) return new Response(body, { status });
    const start = suffix ? Math.max(0, body.length - Number(suffix[1])) : Number(span![1]);
    let end = suffix ? body.length - 1 : Math.min(Number(span![2]), body.length - 1);
    const forced = (span ? opts.headContentRange : undefined) ?? opts.contentRange;
    if (span && opts.headContentRange) end = Number(/-(\d+)\//.exec(opts.headContentRange)![1]);
    return new Response(body.slice(start, end + 1), {
      status,
      headers: { 'Content-Range': forced ?? `bytes ${start}-${end}/${body.length}` },
    });
  });
}

const ranges = (server: ReturnType<typeof rangeServer>) => server.mock.calls.map((c) => new Headers(c[1]!.headers).get('Range'));

afterEach(() => vi.unstubAllGlobals());

describe('prefetchPdfEnds', () => {
  it('fetches the head and, with one suffix request, the last chunk aligned to the chunk size', async () => {
    const server = rangeServer();
    vi.stubGlobal('fetch', server);
    prefetchPdfEnds('https://school.test/a.pdf', false, CHUNK);
    prefetchPdfEnds('https://school.test/a.pdf', false, CHUNK); // once per URL
    const ends = await takePdfEnds('https://school.test/a.pdf', false);
    expect(ranges(server).sort()).toEqual(['bytes=-16', `bytes=0-${HEAD - 1}`]);
    expect(server.mock.calls.every((c) => c[1]!.credentials === 'same-origin')).toBe(true);
    // 100 bytes in 16-byte chunks: the last chunk is [96, 100), the head [0, 64).
    expect(ends).toEqual({
      length: 100,
      parts: [
        { begin: 96, bytes: Uint8Array.from([96, 97, 98, 99]) },
        { begin: 0, bytes: file.slice(0, HEAD) },
      ],
    });
    expect(await takePdfEnds('https://school.test/a.pdf', false)).toBeNull(); // handed over once
  });

  it('answers a range only when one prefetched part holds all of it', async () => {
    vi.stubGlobal('fetch', rangeServer());
    prefetchPdfEnds('https://school.test/s.pdf', false, CHUNK);
    const ends = (await takePdfEnds('https://school.test/s.pdf', false))!;
    expect(sliceOfEnds(ends, 96, 100)).toEqual(Uint8Array.from([96, 97, 98, 99]));
    expect(sliceOfEnds(ends, 0, 16)).toEqual(file.slice(0, 16));
    expect(sliceOfEnds(ends, 16, 48)).toEqual(file.slice(16, 48)); // page 1's chunks, usually
    expect(sliceOfEnds(ends, 64, 80)).toBeNull();
    expect(sliceOfEnds(ends, 48, 80)).toBeNull();
    expect(sliceOfEnds(ends, 80, 100)).toBeNull(); // the suffix's bytes before 96 are not kept
  });

  it('keeps the whole head of a file shorter than it', async () => {
    vi.stubGlobal('fetch', rangeServer(bytesOf(40)));
    prefetchPdfEnds('https://school.test/short.pdf', false, CHUNK);
    expect(await takePdfEnds('https://school.test/short.pdf', false)).toEqual({
      length: 40,
      parts: [
        { begin: 32, bytes: bytesOf(40).slice(32) },
        { begin: 0, bytes: bytesOf(40) },
      ],
    });
  });

  it('drops a head cut short by the server', async () => {
    vi.stubGlobal('fetch', rangeServer(file, { headContentRange: 'bytes 0-15/100' }));
    prefetchPdfEnds('https://school.test/cut.pdf', false, CHUNK);
    expect((await takePdfEnds('https://school.test/cut.pdf', false))?.parts).toEqual([
      { begin: 96, bytes: Uint8Array.from([96, 97, 98, 99]) },
    ]);
  });

  it('keeps only the suffix for a file of one chunk', async () => {
    vi.stubGlobal('fetch', rangeServer(bytesOf(10)));
    prefetchPdfEnds('https://school.test/small.pdf', false, CHUNK);
    expect(await takePdfEnds('https://school.test/small.pdf', false)).toEqual({
      length: 10,
      parts: [{ begin: 0, bytes: bytesOf(10) }],
    });
  });

  it('keeps the last chunk when the first one cannot be had', async () => {
    vi.stubGlobal('fetch', rangeServer(file, { headStatus: 500 }));
    prefetchPdfEnds('https://school.test/h.pdf', false, CHUNK);
    expect(await takePdfEnds('https://school.test/h.pdf', false)).toEqual({
      length: 100,
      parts: [{ begin: 96, bytes: Uint8Array.from([96, 97, 98, 99]) }],
    });
  });

  it('sends cookies only when asked to', async () => {
    const server = rangeServer();
    vi.stubGlobal('fetch', server);
    prefetchPdfEnds('https://files.test/b.pdf', true, CHUNK);
    await takePdfEnds('https://files.test/b.pdf', true);
    expect(server.mock.calls.map((c) => c[1]!.credentials)).toEqual(['include', 'include']);
  });

  it('gives nothing when the server ignores ranges, answers an error, lies about its range or fails', async () => {
    for (const fetchFn of [
      rangeServer(file, { status: 200 }),
      vi.fn(async () => new Response('missing', { status: 404 })),
      rangeServer(file, { contentRange: 'bytes 0-15/100' }),
      rangeServer(file, { contentRange: 'bytes */100' }),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ]) {
      vi.stubGlobal('fetch', fetchFn);
      prefetchPdfEnds('https://school.test/c.pdf', false, CHUNK);
      expect(await takePdfEnds('https://school.test/c.pdf', false)).toBeNull();
    }
  });
});
