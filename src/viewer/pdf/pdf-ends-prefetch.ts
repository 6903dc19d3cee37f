/**
 * The head and the last chunk of a PDF, fetched as soon as the viewer knows it will open one.
 * pdf.js starts every document the same way, once its worker has booted: a first request that
 * only learns the file's length, then the first chunk (the header check), then the last one
 * (`startxref` and the cross-reference table), one after the other; then the chunks holding
 * page 1's objects, which files written in page order (and every linearized one) keep near the
 * start. Two Range requests made early (a suffix request, which also gives the length, and the
 * file's first HEAD_CHUNKS chunks) answer all of these while the worker boots; pdf-runtime.ts
 * hands them to pdf.js. A server without Range support (or any failure of the suffix request)
 * leaves pdf.js to load the file its usual way.
 */
import { fetchRange } from './range-request.ts';

export interface PdfPart {
  /** Offset of `bytes` in the file: a multiple of the chunk size. */
  begin: number;
  bytes: Uint8Array;
}

export interface PdfEnds {
  /** The file's length (from Content-Range). */
  length: number;
  /** The last chunk, then the head when it arrived (the suffix alone for a one-chunk file). */
  parts: PdfPart[];
}

/** Chunks fetched from the file's start: the header and, usually, page 1 (256 KB at 64 KB chunks). */
export const HEAD_CHUNKS = 4;

const prefetched = new Map<string, Promise<PdfEnds | null>>();
const key = (url: string, withCredentials: boolean) => `${withCredentials ? 'cred' : 'anon'} ${url}`;

async function fetchEnds(url: string, withCredentials: boolean, chunkSize: number): Promise<PdfEnds | null> {
  const credentials: RequestCredentials = withCredentials ? 'include' : 'same-origin';
  const abort = new AbortController();
  const head = fetchRange(url, `0-${HEAD_CHUNKS * chunkSize - 1}`, credentials, abort.signal).catch(() => null);
  const tail = await fetchRange(url, `-${chunkSize}`, credentials, abort.signal).catch(() => null);
  // The suffix must end at the file's end; without it there is nothing to hand over.
  if (!tail?.ok || tail.first + tail.bytes.length !== tail.length) {
    abort.abort();
    return null;
  }
  const { length } = tail;
  const begin = Math.floor((length - 1) / chunkSize) * chunkSize;
  if (begin < tail.first) {
    abort.abort(); // the head is of no use without the last chunk
    return null;
  }
  const parts: PdfPart[] = [{ begin, bytes: tail.bytes.subarray(begin - tail.first) }];
  if (begin === 0) {
    abort.abort(); // a one-chunk file: the suffix is all of it
    return { length, parts };
  }
  const first = await head;
  // The head counts only if it is whole and of a file of the same length.
  if (
    first?.ok &&
    first.first === 0 &&
    first.length === length &&
    first.bytes.length === Math.min(HEAD_CHUNKS * chunkSize, length)
  )
    parts.push({ begin: 0, bytes: first.bytes });
  return { length, parts };
}

/** Starts fetching both ends of `url` (once per URL until taken). */
export function prefetchPdfEnds(url: string, withCredentials: boolean, chunkSize: number): void {
  const k = key(url, withCredentials);
  if (prefetched.has(k)) return;
  prefetched.set(
    k,
    fetchEnds(url, withCredentials, chunkSize).catch(() => null),
  );
}

/** The prefetched ends of `url`, handed over once (null: none, or the server cannot do ranges). */
export function takePdfEnds(url: string, withCredentials: boolean): Promise<PdfEnds | null> {
  const k = key(url, withCredentials);
  const ends = prefetched.get(k) ?? Promise.resolve(null);
  prefetched.delete(k);
  return ends;
}

/** The bytes [begin, end) when one prefetched part holds them all. */
export function sliceOfEnds(ends: PdfEnds, begin: number, end: number): Uint8Array | null {
  for (const part of ends.parts) {
    if (begin >= part.begin && end <= part.begin + part.bytes.length)
      return part.bytes.slice(begin - part.begin, end - part.begin);
  }
  return null;
}
