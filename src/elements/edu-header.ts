import { defineElement } from '../lib/define-element.tsx';

/**
 * The shared header: logo and title, the account links (Log In / Sign Up, or the signed-in
 * person with Sign Out) and, on the dashboards' paths at mobile widths, the menu toggle. The
 * menu state is shared by every element and kept in `localStorage['sidebar-open']`.
 *
 * @summary The shared header.
 * @event edu-navigate - (cancelable) A link to a portal route; call `preventDefault()` to route in-page, otherwise the browser follows it.
 * @event edu-menu-toggle - The menu toggle opened or closed the shared menu.
 * @event edu-signed-out - The person signed out; every shared store is cleared.
 * @csspart header - The whole header bar.
 * @csspart brand - The logo and title, a link to the home page.
 */
defineElement({
  name: 'edu-header',
  load: () => import('../features/site-shell/header.tsx'),
});
