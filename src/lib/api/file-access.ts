import { MATERIAL_ROUTES } from '../../contract/materials.ts';
import { $config } from '../../stores/config.ts';
import { normalizeBase, resolveApiBase } from './api-base.ts';
import { requestCredentials, usesEmbedToken } from './credentials.ts';
import { callRoute } from './request.ts';

/** A signed link lives one to two hours: one asked for is used for 50 minutes at most. */
const REUSE_MS = 50 * 60_000;

interface Asked {
  access: Promise<string>;
  at: number;
  token: unknown;
}
const asked = new Map<string, Asked>();

/** The API server's base as an element resolves it: its own, else `configure({apiBase})`, else the page's origin. */
export const elementApiBase = (apiBase?: string): string => resolveApiBase(apiBase, $config.get().apiBase);

/** Whether `url` is a file of the API server at `apiBase` (under its `/api/files/`). */
function isServerFile(url: string, apiBase: string, page: string): URL | undefined {
  try {
    const file = new URL(url, page);
    const server = new URL(`${normalizeBase(apiBase)}/`, page);
    return file.origin === server.origin && file.pathname.startsWith(`${server.pathname}api/files/`) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` is a file of the API server at `apiBase` that must carry a signed `?access=`:
 * the page authenticates with an embed token (which an <img>, pdf.js's worker or a download
 * link cannot send) and the URL has none yet. Files of any other origin never qualify, so the
 * token goes nowhere but to the API server.
 */
export function needsFileAccess(url: string | null | undefined, apiBase: string, page: string = document.baseURI): boolean {
  if (!url || !usesEmbedToken()) return false;
  const file = isServerFile(url, apiBase, page);
  return file !== undefined && !file.searchParams.has('access');
}

/**
 * Whether the viewer's requests of `url` carry cookies: a file of the API server on another
 * origin, on a page signed in there by its cookie (as every call to that server, credentials.ts).
 */
export function sendsCookieTo(url: string | null | undefined, apiBase: string, page: string = document.baseURI): boolean {
  return Boolean(url) && isServerFile(url!, apiBase, page) !== undefined && requestCredentials(apiBase) === 'include';
}

/** The signed `?access=` value for the token's account on this server, asked once per 50 minutes. */
function fileAccess(apiBase: string): Promise<string> {
  const base = normalizeBase(apiBase);
  const { token, getToken } = $config.get();
  const key = getToken ?? token;
  const cached = asked.get(base);
  if (cached && cached.token === key && Date.now() - cached.at < REUSE_MS) return cached.access;
  const access = callRoute((input, init) => fetch(input, init), base, MATERIAL_ROUTES.fileAccess).then((r) => r.access);
  asked.set(base, { access, at: Date.now(), token: key });
  access.catch(() => asked.delete(base));
  return access;
}

/**
 * `url` with the signed `?access=` it needs on a token page (see needsFileAccess), else as it
 * is. A failure to get one leaves the URL as it is: its own request then says what is wrong.
 */
export async function withFileAccess(url: string, apiBase: string): Promise<string>;
export async function withFileAccess(url: string | undefined, apiBase: string): Promise<string | undefined>;
export async function withFileAccess(url: string | undefined, apiBase: string): Promise<string | undefined> {
  if (!url || !needsFileAccess(url, apiBase)) return url;
  try {
    const access = await fileAccess(apiBase);
    const signed = new URL(url, document.baseURI);
    signed.searchParams.set('access', access);
    return signed.href;
  } catch {
    return url;
  }
}

export interface FileUrls {
  src?: string;
  preview?: string;
  previewText?: string;
}

/** A viewer's URLs with the signed `?access=` that server files need on a token page. */
export async function signFileUrls(urls: FileUrls, apiBase: string): Promise<FileUrls> {
  const [src, preview, previewText] = await Promise.all([
    withFileAccess(urls.src, apiBase),
    withFileAccess(urls.preview, apiBase),
    withFileAccess(urls.previewText, apiBase),
  ]);
  return { src, preview, previewText };
}
