import { $config } from '../../stores/config.ts';

let fetched: Promise<string> | undefined;
let fetchedWith: (() => Promise<string>) | undefined;

/**
 * The embed token to send, if the page configured one: `configure({ token })`, or the answer
 * of `configure({ getToken })`, asked once and again only when `renew` (after a 401).
 */
export async function embedToken(renew = false): Promise<string | undefined> {
  const { token, getToken } = $config.get();
  if (getToken) {
    if (renew || !fetched || fetchedWith !== getToken) {
      fetchedWith = getToken;
      fetched = getToken();
      fetched.catch(() => (fetched = undefined));
    }
    return await fetched;
  }
  return token || undefined;
}

export const canRenewToken = (): boolean => Boolean($config.get().getToken);

/** Headers that authenticate a request: a Bearer token when configured, else none (the cookie does). */
export async function authHeaders(renew = false): Promise<Record<string, string>> {
  const token = await embedToken(renew).catch(() => undefined);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
