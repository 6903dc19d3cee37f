import { defineElement } from '../lib/define-element.tsx';
import type { AuthProps } from '../features/auth/auth.tsx';

/**
 * The sign-in / sign-up screen. The tab follows the page path (Sign In at .../login) unless
 * `mode` is set. By default it signs in and up against its `api-base` server (a session
 * cookie). The DOM property `submitHandler` replaces that with the host's own; `simulate` runs
 * a 2 s simulated submit instead (no server call). On success the element emits `edu-sign-in` /
 * `edu-sign-up` (never with the password) and `edu-signed-in` {role}; the social buttons and
 * the placeholder links emit `edu-social-sign-in` and `edu-auth-link`.
 *
 * @summary Sign-in and sign-up forms.
 * @attr {'login' | 'signup'} mode - The tab shown first (default: follows the path, Sign In at .../login).
 * @attr {boolean} simulate - A 2 s simulated submit instead of the server (no server call; it always succeeds).
 * @prop {AuthSubmitHandler} submitHandler - The host's own sign-in / sign-up, `({mode, data}) => Promise`: resolving means success (resolve with `{role}` to get `edu-signed-in`), rejecting means failure. A DOM property only; it wins over `simulate`.
 * @event edu-sign-in - A sign-in succeeded (never carries the password).
 * @event edu-sign-up - A sign-up succeeded (never carries the passwords).
 * @event edu-signed-in - A person is now signed in; their role decides where a portal takes them.
 * @event edu-social-sign-in - A social sign-in button was pressed (the element gives it no action).
 * @event edu-auth-link - A placeholder link: 'Forgot password?' or the terms links.
 * @csspart auth - The whole screen.
 * @csspart frame - The frame around the side panel and the form card.
 * @csspart panel - The side panel beside the form.
 * @csspart card - The card holding the tabs and the form.
 * @cssprop [--edu-auth-panel-from=#1d3fae] - The side panel's gradient, its first colour (dark enough for white text).
 * @cssprop [--edu-auth-panel-to=#2f5fe0] - The side panel's gradient, its last colour.
 * @cssprop [--edu-auth-panel-text=#ffffff] - The side panel's text colour.
 */
defineElement<AuthProps>({
  name: 'edu-auth',
  load: () => import('../features/auth/auth.tsx'),
  attributes: { mode: 'string', simulate: 'boolean' },
  properties: ['submitHandler'],
});
