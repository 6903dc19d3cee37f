import type { UploadResponse } from '../../contract/materials.ts';
import { UploadResponse as UploadResponseSchema } from '../../contract/materials.ts';
import { authHeaders } from './auth-token.ts';
import { requestCredentials } from './credentials.ts';
import { ApiError } from './api-error.ts';
import { clientError } from './error-text.ts';
import type { FetchLike } from './request.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, rounded down. */
  percent: number;
}

export interface UploadOptions {
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

/** What a form is sent with and its answer checked against: POST and the upload's answer unless told. */
export interface FormRoute<T> {
  method: 'POST' | 'PUT';
  response: { safeParse(data: unknown): { success: true; data: T } | { success: false } };
}
const UPLOAD: FormRoute<UploadResponse> = { method: 'POST', response: UploadResponseSchema };

function parseUploadBody<T>(status: number, text: string, schema: FormRoute<T>['response']): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw clientError(status, { kind: 'not-json' });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw clientError(status, { kind: 'unexpected-upload' });
  return parsed.data;
}

function failure(status: number, text: string): ApiError {
  let message: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: no server message
  }
  return message === undefined ? clientError(status, { kind: 'http', status }) : new ApiError(status, message, message);
}

/**
 * Sends a multipart form with XMLHttpRequest, which (unlike fetch) reports real upload
 * progress; where XMLHttpRequest does not exist it falls back to fetch and reports 100% at the end.
 */
export function sendForm(url: string, form: FormData, fetchFn: FetchLike, opts?: UploadOptions): Promise<UploadResponse>;
export function sendForm<T>(
  url: string,
  form: FormData,
  fetchFn: FetchLike,
  opts: UploadOptions,
  route: FormRoute<T>,
): Promise<T>;
export async function sendForm<T>(
  url: string,
  form: FormData,
  fetchFn: FetchLike,
  opts: UploadOptions = {},
  route: FormRoute<T> = UPLOAD as unknown as FormRoute<T>,
): Promise<T> {
  const headers = { Accept: 'application/json', ...(await authHeaders()) };
  const XHR = (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
  if (!XHR) return sendWithFetch(url, form, fetchFn, headers, opts, route);
  return new Promise((resolve, reject) => {
    const xhr = new XHR();
    xhr.open(route.method, url);
    // Cookies go to the API server on another origin as with every call (credentials.ts).
    xhr.withCredentials = requestCredentials(new URL(url, globalThis.location?.href ?? url).origin) === 'include';
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (!e.lengthComputable) return;
      opts.onProgress?.({ loaded: e.loaded, total: e.total, percent: Math.floor((100 * e.loaded) / e.total) });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseUploadBody(xhr.status, xhr.responseText, route.response));
        } catch (err) {
          reject(err);
        }
      } else reject(failure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(clientError(0, { kind: 'upload-network', detail: '' }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

async function sendWithFetch<T>(
  url: string,
  form: FormData,
  fetchFn: FetchLike,
  headers: Record<string, string>,
  opts: UploadOptions,
  route: FormRoute<T>,
): Promise<T> {
  let res: Response;
  try {
    res = await fetchFn(url, { method: route.method, body: form, headers, signal: opts.signal });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw clientError(0, { kind: 'upload-network', detail: (err as Error)?.message ?? '' });
  }
  const text = await res.text();
  if (!res.ok) throw failure(res.status, text);
  opts.onProgress?.({ loaded: 1, total: 1, percent: 100 });
  return parseUploadBody(res.status, text, route.response);
}
