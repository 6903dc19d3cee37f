import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRange } from './range-request.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: BodyInit | null, init: ResponseInit) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);

/** A body that never ends, counting what the reader pulled from it. */
function endlessBody() {
  const pulled = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += 1024;
      controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { stream, pulled };
}

describe('fetchRange', () => {
  it('returns the bytes of a 206 with their offset and the file length, asking with the Range header', async () => {
    answer(bytes(10), { status: 206, headers: { 'Content-Range': 'bytes 20-29/100' } });
    const result = await fetchRange('https://school.test/a.pdf', '20-29', 'same-origin');
    expect(result).toEqual({ ok: true, first: 20, length: 100, bytes: bytes(10) });
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('Range')).toBe('bytes=20-29');
    expect(init.credentials).toBe('same-origin');
  });

  it('reports the status of a response that is not a 206 (a server ignoring ranges, a 404)', async () => {
    answer(bytes(100), { status: 200 });
    expect(await fetchRange('/a.pdf', '0-9', 'same-origin')).toEqual({ ok: false, status: 200 });
    answer('missing', { status: 404 });
    expect(await fetchRange('/a.pdf', '0-9', 'same-origin')).toEqual({ ok: false, status: 404 });
  });

  it.each(['', 'bytes 0-9/*', 'bytes 9-0/100', 'bytes 0-100/100', 'items 0-9/100'])(
    'rejects a 206 with Content-Range %j',
    async (header) => {
      answer(bytes(10), { status: 206, headers: header ? { 'Content-Range': header } : {} });
      expect(await fetchRange('/a.pdf', '0-9', 'same-origin')).toEqual({ ok: false, status: 206 });
    },
  );

  it('rejects a Content-Range promising more bytes than were asked for, before reading or allocating them', async () => {
    answer(bytes(10), { status: 206, headers: { 'Content-Range': 'bytes 0-4294967295/4294967296' } });
    expect(await fetchRange('/a.pdf', '0-9', 'same-origin')).toEqual({ ok: false, status: 206 });
    answer(bytes(10), { status: 206, headers: { 'Content-Range': 'bytes 0-10/100' } });
    expect(await fetchRange('/a.pdf', '-10', 'same-origin')).toEqual({ ok: false, status: 206 });
    answer(bytes(10), { status: 206, headers: { 'Content-Range': 'bytes 90-99/100' } });
    expect((await fetchRange('/a.pdf', '-10', 'same-origin')).ok).toBe(true);
  });

  it('rejects a body shorter or longer than its Content-Range', async () => {
    answer(bytes(9), { status: 206, headers: { 'Content-Range': 'bytes 0-9/100' } });
    expect((await fetchRange('/a.pdf', '0-9', 'same-origin')).ok).toBe(false);
    answer(bytes(11), { status: 206, headers: { 'Content-Range': 'bytes 0-9/100' } });
    expect((await fetchRange('/a.pdf', '0-9', 'same-origin')).ok).toBe(false);
  });

  it('stops reading an endless body once it runs past the promised span (memory stays bounded)', async () => {
    const { stream, pulled } = endlessBody();
    answer(stream, { status: 206, headers: { 'Content-Range': 'bytes 0-65535/40000000' } });
    expect(await fetchRange('/a.pdf', '0-65535', 'same-origin')).toEqual({ ok: false, status: 206 });
    expect(pulled.cancelled).toBe(true);
    expect(pulled.bytes).toBeLessThanOrEqual(65536 + 2 * 1024);
  });
});
