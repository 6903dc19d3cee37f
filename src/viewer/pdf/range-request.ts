/**
 * One HTTP Range request for a PDF's bytes, checked as hostile: only a 206 whose Content-Range
 * is well formed counts, and its body is read no further than the span that header promises,
 * so a server streaming an endless (or longer) body costs at most that span of memory.
 */
export type RangeResult =
  | { ok: true; first: number; length: number; bytes: Uint8Array }
  /** `status` is the response's (206 when its header or body did not match). */
  | { ok: false; status: number };

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** `range` as in the header after `bytes=`: `0-65535` or `-65536`. */
export async function fetchRange(url: string, range: string, credentials: RequestCredentials, signal?: AbortSignal): Promise<RangeResult> {
  const res = await fetch(url, { headers: { Range: `bytes=${range}` }, credentials, signal });
  const m = CONTENT_RANGE.exec(res.headers.get('Content-Range') ?? '');
  const [first, last, length] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, -1, 0];
  if (res.status !== 206 || !m || last < first || last >= length) {
    await res.body?.cancel().catch(() => undefined);
    return { ok: false, status: res.status };
  }
  const bytes = await readExactly(res, last - first + 1);
  return bytes ? { ok: true, first, length, bytes } : { ok: false, status: res.status };
}

/** The body when it is exactly `size` bytes; reading stops (and cancels) once it runs longer. */
async function readExactly(res: Response, size: number): Promise<Uint8Array | null> {
  if (!res.body) return size === 0 ? new Uint8Array(0) : null;
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
