import { defineElement } from '../lib/define-element.tsx';
import type { FooterProps } from '../features/site-shell/footer.tsx';

/**
 * The shared footer: brand, quick links, resources and contact details. Its placeholder links lead
 * nowhere, so each is a button that emits `edu-link` for the host to give it a destination;
 * 'Home' is a real link.
 *
 * @summary The shared footer.
 * @attr {string} address - The postal address shown under Contact (default: the demo school's).
 * @attr {string} phone - The phone number shown under Contact (default: the demo school's).
 * @attr {string} email - The email address shown under Contact (default: the demo school's).
 * @event edu-link - A placeholder link (social, quick links, resources, contact, policy) was chosen.
 * @event edu-navigate - (cancelable) The 'Home' link; call `preventDefault()` to route in-page, otherwise the browser follows it.
 * @csspart footer - The whole footer.
 */
defineElement<FooterProps>({
  name: 'edu-footer',
  load: () => import('../features/site-shell/footer.tsx'),
  attributes: { address: 'string', phone: 'string', email: 'string' },
});
