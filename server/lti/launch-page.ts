import { randomBytes } from 'node:crypto';
import { LAUNCH_TOKEN_SECONDS } from '../auth/launch-token.ts';
import { escapeHtml } from './refusal-page.ts';
import { BLOCKED_SCRIPT, scriptJson, STORAGE_SCRIPT } from './platform-storage.ts';
import type { StorageProof } from './launch.ts';

/** The element a launch opens inside the LMS's frame, with its attributes. */
export interface LaunchView {
  tag: 'edu-learner-dashboard' | 'edu-teacher-dashboard' | 'edu-parents' | 'edu-material-viewer';
  attributes: Record<string, string>;
  /** The section to open (the dashboards keep theirs in the URL's hash), e.g. 'test'. */
  section?: string;
  title: string;
}

export interface LaunchPage {
  html: string;
  /** The page's Content-Security-Policy: its one inline script by nonce, framed only by `frameAncestors`. */
  csp: string;
}

/**
 * The page an LMS launch answers with: it loads the widgets, hands them the launch's token (so
 * no cookie is needed in the LMS's frame), renews the token while the page is open, and shows
 * the element. A closed viewer leaves a button that opens the material again.
 */
export function launchPage(view: LaunchView, token: string, frameAncestors: readonly string[], proof?: StorageProof): LaunchPage {
  const nonce = randomBytes(16).toString('base64');
  const renewMs = Math.round(LAUNCH_TOKEN_SECONDS * 1000 * 0.75);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(view.title)}</title>
<link rel="stylesheet" href="/lti/frame.css">
</head>
<body>
<main id="edu-launch-root"></main>
<script type="application/json" id="edu-launch">${scriptJson({ ...view, token, renewMs, proof })}</script>
<script type="module" nonce="${nonce}">
import { configure } from '/edu-widgets.js';
${STORAGE_SCRIPT}
${BLOCKED_SCRIPT}
const launch = JSON.parse(document.getElementById('edu-launch').textContent);
const root = document.getElementById('edu-launch-root');
// No state cookie came: the token is used only if the platform's own storage holds this launch's state.
if (launch.proof) {
  const kept = await ltiStorage(launch.proof.target, launch.proof.origin).get(launch.proof.key).catch(() => undefined);
  if (kept !== launch.proof.state) {
    refuseBlocked(root);
    throw new Error('launch state not confirmed');
  }
}
let token = launch.token;
configure({ token });
// The token lives an hour: a fresh one is fetched before it ends, for as long as the page is open.
setInterval(async () => {
  try {
    const res = await fetch('/lti/token', { method: 'POST', headers: { Authorization: 'Bearer ' + token } });
    if (res.ok) configure({ token: (token = (await res.json()).token) });
  } catch {}
}, launch.renewMs);
if (launch.section) history.replaceState(null, '', '#' + launch.section);
const element = document.createElement(launch.tag);
for (const [name, value] of Object.entries(launch.attributes)) element.setAttribute(name, value);
root.append(element);
if (launch.tag === 'edu-material-viewer') {
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'edu-launch-open';
  again.textContent = 'Open ' + launch.title;
  again.addEventListener('click', () => element.setAttribute('open', ''));
  root.append(again);
}
</script>
</body>
</html>`;
  const ancestors = ["'self'", ...new Set(frameAncestors)].join(' ');
  const csp =
    `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self'; worker-src 'self' blob:; img-src 'self' data: blob:; ` +
    `connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
  return { html, csp };
}
