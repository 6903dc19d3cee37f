import { readFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { SignJWT } from 'jose';
import { DEMO_ACCOUNTS, EMBED_SECRET, type DemoAccount } from './demo-accounts.ts';

// A school's own site on another origin than the portal's server (playwright.config.ts lets
// this origin in by CORS). Its backend signs an account in with an HS256 embed token
// (EMBED_SECRET), which its pages hand to the bundle with configure({ getToken }): no cookie
// crosses the origins.
export const SCHOOL = `http://localhost:${Number(process.env.E2E_SCHOOL_PORT)}`;

/** What the school's backend does: a token naming the account, valid for 10 minutes. */
export const mintEmbedToken = (email: string): Promise<string> =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(EMBED_SECRET));

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.css': 'text/css',
  '.map': 'application/json',
};

export interface SchoolSite {
  /** Pages by path, set by each test. */
  pages: Map<string, string>;
  /** Folders served as they are under a path prefix (`/apps/react/` -> a built app). */
  folders: Map<string, string>;
  /** Path prefixes passed on, path and all, to another server (`/apps/next/` -> `next start`'s origin). */
  proxies: Map<string, string>;
  close(): Promise<void>;
}

/**
 * Starts the school's site: `GET /embed-token?as=learner` answers a token for that demo
 * account; other paths are the test's pages, then its folders, then its proxies.
 */
export async function startSchoolSite(): Promise<SchoolSite> {
  const pages = new Map<string, string>();
  const folders = new Map<string, string>();
  const proxies = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', SCHOOL);
    if (url.pathname === '/embed-token') {
      const who = (url.searchParams.get('as') ?? 'learner') as DemoAccount;
      void mintEmbedToken(DEMO_ACCOUNTS[who].email).then((token) =>
        res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end(token),
      );
      return;
    }
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end(); // the school has none
    const page = pages.get(url.pathname);
    if (page !== undefined) return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
    for (const [prefix, dir] of folders) {
      if (!url.pathname.startsWith(prefix)) continue;
      const rest = normalize(decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html');
      if (rest.startsWith('..')) break;
      const file = join(dir, rest.endsWith('/') ? `${rest}index.html` : rest);
      void readFile(file).then(
        (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
        () => res.writeHead(404).end(),
      );
      return;
    }
    for (const [prefix, origin] of proxies) {
      if (!url.pathname.startsWith(prefix)) continue;
      const upstream = request(new URL(req.url ?? '/', origin), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(SCHOOL).port), '127.0.0.1', resolve));
  return { pages, folders, proxies, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
