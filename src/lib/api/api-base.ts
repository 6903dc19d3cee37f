import { trimEnd } from '../../contract/text.ts';

/** An API server's base without its trailing slash, as calls are built on it and per-server state is keyed; '' means the page's origin (relative URLs). */
export const normalizeBase = (apiBase: string): string => trimEnd(apiBase.trim(), '/');
