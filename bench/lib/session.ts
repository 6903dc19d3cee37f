import { SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { DEMO_PASSWORD } from '../../server/seed/accounts.ts';

/** A session of one account: `edu_session=<token>`, as a Cookie header sends it. */
export type SessionCookie = string;

/** Signs in through POST /api/auth/sign-in (the bench accounts' password is the demo one). */
export async function signIn(base: string, email: string): Promise<{ cookie: SessionCookie; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`sign-in as ${email}: ${res.status} ${body}`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!set) throw new Error(`sign-in as ${email}: no session cookie`);
  return { cookie: set.split(';')[0]!, ms };
}

/** The same session as a Playwright cookie of the server at `base`. */
export function browserCookie(base: string, cookie: SessionCookie): { name: string; value: string; url: string } {
  const eq = cookie.indexOf('=');
  return { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: base };
}
