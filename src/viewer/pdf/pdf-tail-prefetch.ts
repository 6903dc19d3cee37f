/**
 * The last chunk of a PDF, fetched as soon as the viewer knows it will open one. pdf.js reads a
 * file's end first (its cross-reference table), but only once its worker has booted, after a
 * first request that only learns the file's length. One suffix Range request made early
 * answers both while the worker boots; pdf-runtime.ts hands it to pdf.js. A server without
 * Range support (or any failure) leaves pdf.js to load the file its usual way.
 */
export interface PdfTail {
  /** The file's length (from Content-Range). */
  length: number;
  /** Offset of `bytes`: the start of the file's last chunk, a multiple of the chunk size. */
  begin: number;
  bytes: Uint8Array;
}

const tails = new Map<string, Promise<PdfTail | null>>();
const key = (url: string, withCredentials: boolean) => `${withCredentials ? 'cred' : 'anon'} ${url}`;

async function fetchTail(url: string, withCredentials: boolean, chunkSize: number): Promise<PdfTail | null> {
  const res = await fetch(url, { headers: { Range: `bytes=-${chunkSize}` }, credentials: withCredentials ? 'include' : 'same-origin' });
  const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('Content-Range') ?? '');
  if (res.status !== 206 || !range) {
    await res.body?.cancel();
    return null;
  }
  const [first, length] = [Number(range[1]), Number(range[3])];
  const begin = Math.floor((length - 1) / chunkSize) * chunkSize;
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (length <= 0 || begin < first || first + bytes.length !== length) return null;
  return { length, begin, bytes: bytes.subarray(begin - first) };
}

/** Starts fetching the tail of `url` (once per URL until taken). */
export function prefetchPdfTail(url: string, withCredentials: boolean, chunkSize: number): void {
  const k = key(url, withCredentials);
  if (tails.has(k)) return;
  tails.set(k, fetchTail(url, withCredentials, chunkSize).catch(() => null));
}

/** The prefetched tail of `url`, handed over once (null: none, or the server cannot do ranges). */
export function takePdfTail(url: string, withCredentials: boolean): Promise<PdfTail | null> {
  const k = key(url, withCredentials);
  const tail = tails.get(k) ?? Promise.resolve(null);
  tails.delete(k);
  return tail;
}
