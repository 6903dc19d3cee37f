import { defineElement } from '../lib/define-element.tsx';
import type { AuthProps } from '../features/auth/auth.tsx';

/**
 * <edu-auth mode="login|signup">: the sign-in / sign-up screen. The tab follows the page
 * path (Sign In at .../login) unless `mode` is set. Set the DOM property `submitHandler`
 * to `(submission) => Promise` to really sign people in: resolve = success, reject =
 * failure; without it the spec's 2 s simulation runs. On success the element emits
 * `edu-sign-in` / `edu-sign-up` (never with the password); the social buttons and the
 * placeholder links emit `edu-social-sign-in` and `edu-auth-link`.
 */
export const EduAuth = defineElement<AuthProps>({
  name: 'edu-auth',
  load: () => import('../features/auth/auth.tsx'),
  attributes: { mode: 'string' },
  properties: ['submitHandler'],
});
