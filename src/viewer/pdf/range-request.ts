/**
 * One HTTP Range request for a PDF's bytes, checked as hostile: only a 206 whose Content-Range
 * is well formed and promises no more than was asked for counts, and its body is read no further
 * than that span, so a server claiming a huge span or streaming an endless body costs at most
 * the requested size of memory.
 */
export type RangeResult =
  | { ok: true; first: number; length: number; bytes: Uint8Array }
  /** `status` is the response's (206 when its header or body did not match). */
  | { ok: false; status: number };

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** Most bytes `range` can answer: `a-b` asks for b - a + 1, `-n` for n. */
function askedSize(range: string): number {
  const [a = '', b = ''] = range.split('-');
  return a === '' ? Number(b) : Number(b) - Number(a) + 1;
}

/** `range` as in the header after `bytes=`: `0-65535` or `-65536`. */
export async function fetchRange(
  url: string,
  range: string,
  credentials: RequestCredentials,
  signal?: AbortSignal,
): Promise<RangeResult> {
  const res = await fetch(url, { headers: { Range: `bytes=${range}` }, credentials, signal });
  const m = CONTENT_RANGE.exec(res.headers.get('Content-Range') ?? '');
  const [first, last, length] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, -1, 0];
  if (res.status !== 206 || !m || last < first || last >= length || last - first + 1 > askedSize(range)) {
    await res.body?.cancel().catch(() => undefined);
    return { ok: false, status: res.status };
  }
  const bytes = await readExactly(res, last - first + 1);
  return bytes ? { ok: true, first, length, bytes } : { ok: false, status: res.status };
}

/** The body when it is exactly `size` bytes; reading stops (and cancels) once it runs longer. */
async function readExactly(res: Response, size: number): Promise<Uint8Array | null> {
  if (!res.body) return null; // size is at least 1
  const out = new Uint8Array(size);
  const reader = res.body.getReader();
  let filled = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return filled === size ? out : null;
    if (filled + value.length > size) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    out.set(value, filled);
    filled += value.length;
  }
}
