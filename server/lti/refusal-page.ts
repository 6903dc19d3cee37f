/** What the person who meets a refused login or launch can do about it, shown under the reason. */
export const ADVICE = {
  /** The LMS and the tool do not agree on the registration: platform, client id, deployment, target, keys, LTI version. */
  registration: "Ask the LMS administrator to check this tool's registration.",
  /** This launch is spent or stale; a fresh one from the course works. */
  again: 'Open the link again from the course.',
  /** The browser kept no cookie of the tool inside the course page. */
  browser:
    'Open the link again from the course, or open it in a new window (for example with a right click on the link): in a window of its own the browser keeps the cookie.',
  /** A passing failure on the way to the platform. */
  retry: 'Try again in a minute.',
} as const;
export type Advice = keyof typeof ADVICE;

/** Why a launch is refused when the browser kept neither the tool's state cookie nor the platform's storage. */
export const BROWSER_BLOCKED =
  "Your browser blocked this tool's cookie inside the course page, so the tool cannot tell that this launch started in your browser.";

/**
 * A login or launch the tool refuses: the page shown says why, and what to do when there is
 * something to do (`null`: the reason says it all).
 */
export class LtiRefusal extends Error {
  constructor(
    reason: string,
    readonly advice: Advice | null,
  ) {
    super(reason);
  }
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page an LMS's frame shows when the tool refuses a login or launch: the reason and its advice, never a stack trace. */
export function refusalPage({ message, advice }: LtiRefusal): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This launch cannot continue</title><link rel="stylesheet" href="/lti/frame.css"></head>
<body><main class="edu-pick"><h1>This launch cannot continue</h1><p>${escapeHtml(message)}</p>${advice ? `<p>${escapeHtml(ADVICE[advice])}</p>` : ''}</main></body></html>`;
}
