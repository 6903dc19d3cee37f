/** A login or launch the tool refuses: the page shown says why. */
export class LtiRefusal extends Error {}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page an LMS's frame shows when the tool refuses a login or launch: the reason, never a stack trace. */
export function refusalPage(reason: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This launch cannot continue</title><link rel="stylesheet" href="/lti/frame.css"></head>
<body><main class="edu-pick"><h1>This launch cannot continue</h1><p>${escapeHtml(reason)}</p><p>Ask the LMS administrator to check this tool's registration.</p></main></body></html>`;
}
