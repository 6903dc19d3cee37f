import { randomBytes } from 'node:crypto';

/**
 * LTI platform storage (the LMS keeps values for the tool, reached by postMessage): where a
 * browser refuses the tool's state cookie inside the LMS's frame, the login puts the state
 * there and the launched page reads it back, accepting answers only from the platform's
 * origin. The key names the state, so parallel launches do not overwrite one another.
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

/** The login's page when the platform has storage: the state goes there, then the browser goes on to the platform. */
export function storeStatePage(
  target: string,
  platformOrigin: string,
  state: string,
  location: string,
): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head><body>
<script type="application/json" id="edu-login">${scriptJson({ target, origin: platformOrigin, key: storageKey(state), state, location })}</script>
<script nonce="${nonce}">
${STORAGE_SCRIPT}
const login = JSON.parse(document.getElementById('edu-login').textContent);
// Without platform storage the cookie alone binds the state; the launch says so if it is refused too.
ltiStorage(login.target, login.origin).put(login.key, login.state).catch(() => {}).finally(() => location.replace(login.location));
</script><noscript>Scripts are needed to sign in through the LMS.</noscript></body></html>`;
  return { html, csp: `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'` };
}
