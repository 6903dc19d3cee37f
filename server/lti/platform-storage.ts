import { randomBytes } from 'node:crypto';
import { ADVICE, BROWSER_BLOCKED, escapeHtml } from './refusal-page.ts';

/**
 * LTI platform storage (the LMS keeps values for the tool, reached by postMessage): where the
 * LMS offers it, the login puts the state there too (a browser may refuse the tool's state
 * cookie inside the LMS's frame) and the launched page without the cookie reads it back,
 * accepting answers only from the platform's origin. The key names the state, so parallel
 * launches do not overwrite one another.
 */
export const storageKey = (state: string): string => `edu_state_${state.slice(0, 16)}`;

/** JSON inside a <script> element: nothing in it can close the element or start markup. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The browser side: `ltiStorage(target, origin)` with `put(key, value)` and `get(key)`, each answered within 3 s. */
export const STORAGE_SCRIPT = `function ltiStorage(target, origin) {
  const frame = target === '_parent' ? window.parent : window.parent.frames[target];
  const ask = (message) => new Promise((resolve, reject) => {
    if (!frame || frame === window) return reject(new Error('no platform frame'));
    const id = Math.random().toString(36).slice(2);
    const timer = setTimeout(() => { removeEventListener('message', onMessage); reject(new Error('no answer')); }, 3000);
    function onMessage(event) {
      const data = event.data;
      if (event.origin !== origin || !data || data.message_id !== id || data.subject !== message.subject + '.response') return;
      clearTimeout(timer);
      removeEventListener('message', onMessage);
      if (data.error) reject(new Error(String(data.error.message || data.error.code || 'refused')));
      else resolve(data.value);
    }
    addEventListener('message', onMessage);
    frame.postMessage({ ...message, message_id: id }, origin);
  });
  return {
    put: (key, value) => ask({ subject: 'lti.put_data', key, value }),
    get: (key) => ask({ subject: 'lti.get_data', key }),
  };
}`;

/**
 * The browser side of a launch whose state neither its cookie nor the platform's storage
 * holds: `refuseBlocked(main)` puts the refusal, in the words of the server's, into `main`.
 */
export const BLOCKED_SCRIPT = `function refuseBlocked(main) {
  const h1 = document.createElement('h1');
  h1.textContent = 'This launch cannot continue';
  const lines = ${scriptJson([BROWSER_BLOCKED, ADVICE.browser])}.map((line) => {
    const p = document.createElement('p');
    p.textContent = line;
    return p;
  });
  main.className = 'edu-pick';
  main.replaceChildren(h1, ...lines);
}`;

/** What the login's page in the LMS's frame needs. */
export interface KeepStateLogin {
  state: string;
  /** The platform's authorization URL, where the browser goes on once the state is kept. */
  location: string;
  /** The `name=value` of the script-readable cookie set with the page: kept, it shows the browser keeps the tool's cookies here. */
  probe: string;
  /** The platform's storage frame and origin, when the login named one. */
  storage?: { target: string; origin: string };
  /** This same login, as a URL on the tool a new window opens. */
  again: string;
}

const BLOCKED_TITLE = 'Your browser blocked this launch inside the course page';

/**
 * The login's page inside the LMS's frame: the browser goes on to the platform only once the
 * state is kept, by the tool's cookie (its probe is readable) or by the platform's storage.
 * Where neither holds it, the page says so and offers the same login in a new window, where
 * the tool's cookies are first-party; nothing of the launch is used up before that.
 */
export function keepStatePage(
  { state, location, probe, storage, again }: KeepStateLogin,
  frameAncestors: readonly string[],
): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const login = { state, location, probe, ...(storage ? { storage: { ...storage, key: storageKey(state) } } : {}) };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signing in…</title><link rel="stylesheet" href="/lti/frame.css"></head><body>
<main class="edu-pick" id="edu-blocked" hidden><h1>${BLOCKED_TITLE}</h1>
<p>Your browser keeps no cookie of this tool inside the course page, so it cannot sign you in here. In a window of its own the launch works.</p>
<p><a class="edu-launch-open" href="${escapeHtml(again)}" target="_blank" rel="noopener">Open in a new window</a></p></main>
<script type="application/json" id="edu-login">${scriptJson(login)}</script>
<script nonce="${nonce}">
${STORAGE_SCRIPT}
const login = JSON.parse(document.getElementById('edu-login').textContent);
const stored = login.storage
  ? ltiStorage(login.storage.target, login.storage.origin).put(login.storage.key, login.state).then(() => true, () => false)
  : Promise.resolve(false);
stored.then((kept) => {
  if (kept || document.cookie.split('; ').includes(login.probe)) return location.replace(login.location);
  document.title = ${scriptJson(BLOCKED_TITLE)};
  document.getElementById('edu-blocked').hidden = false;
});
</script><noscript>Scripts are needed to sign in through the LMS.</noscript></body></html>`;
  return {
    html,
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${[...new Set(frameAncestors)].join(' ')}`,
  };
}
