import { defineElement } from '../lib/define-element.tsx';

/**
 * The public home page: hero, features, classes and the weekly schedule, whose subjects are
 * the server's catalogue (`GET /api/catalogue`, no sign-in needed). The buttons without an
 * action of their own emit `edu-home-action`; its links emit `edu-navigate`.
 *
 * @summary The public home page.
 * @event edu-home-action - A home page button without an action of its own was pressed.
 * @event edu-navigate - (cancelable) A link to a portal route; call `preventDefault()` to route in-page, otherwise the browser follows it.
 * @csspart home - The whole page.
 * @csspart hero - The hero section at the top.
 */
defineElement({
  name: 'edu-home',
  load: () => import('../features/home/home.tsx'),
});
