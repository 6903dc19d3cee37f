import { defineElement } from '../lib/define-element.tsx';
import type { AuthProps } from '../features/auth/auth.tsx';

/**
 * <edu-auth mode="login|signup" simulate>: the sign-in / sign-up screen. The tab follows the
 * page path (Sign In at .../login) unless `mode` is set. By default it signs in and up against
 * its `api-base` server (a session cookie). The DOM property `submitHandler`
 * (`(submission) => Promise`: resolve = success, reject = failure) replaces that with the
 * host's own; `simulate` runs the spec's 2 s simulation instead. On success the element emits
 * `edu-sign-in` / `edu-sign-up` (never with the password) and `edu-signed-in` {role}; the
 * social buttons and the placeholder links emit `edu-social-sign-in` and `edu-auth-link`.
 */
export const EduAuth = defineElement<AuthProps>({
  name: 'edu-auth',
  load: () => import('../features/auth/auth.tsx'),
  attributes: { mode: 'string', simulate: 'boolean' },
  properties: ['submitHandler'],
});
