import type { SimulatedPlatform } from './lti-platform.ts';

/** A login the tool started: what the browser carries to the platform and back. */
export interface StartedLogin {
  state: string;
  nonce: string;
  /** The state cookie the tool set, as a Cookie header. */
  cookie: string;
  /** The platform's authorization URL the tool redirected to. */
  authUrl: string;
}

/** Starts a login at the tool as the platform's frame does (GET /lti/login). */
export async function startLogin(p: SimulatedPlatform, userSub: string, message = 'home'): Promise<StartedLogin> {
  const res = await fetch(p.loginUrl(userSub, message), { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const authUrl = res.headers.get('location')!;
  const q = new URL(authUrl).searchParams;
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { state: q.get('state')!, nonce: q.get('nonce')!, cookie, authUrl };
}

/** The hidden fields of the platform's auto-posting form. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[m[1]!] = m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  }
  return fields;
}

/** Posts a launch form to the tool, as the platform's auto-posting form does. */
export async function postLaunch(
  toolBase: string,
  fields: Record<string, string>,
  cookie = '',
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${toolBase}/lti/launch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** A whole launch: the tool's login, the platform's authorization, the tool's launch (posted with `headers`). */
export async function launch(
  p: SimulatedPlatform,
  toolBase: string,
  userSub: string,
  message = 'home',
  headers: Record<string, string> = {},
) {
  const login = await startLogin(p, userSub, message);
  const auth = await fetch(login.authUrl);
  const fields = formFields(await auth.text());
  return postLaunch(toolBase, fields, login.cookie, headers);
}

/** The token and element a launched page carries. */
export function launchedPage(html: string): {
  token: string;
  tag: string;
  attributes: Record<string, string>;
  section?: string;
  proof?: Record<string, string>;
} {
  const json = /<script type="application\/json" id="edu-launch">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`not a launched page: ${html.slice(0, 400)}`);
  return JSON.parse(json);
}
