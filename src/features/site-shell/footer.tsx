import type { ReactNode } from 'react';
import { useElement } from '../../lib/element-context.tsx';
import type { EduEventDetails } from '../../lib/events.ts';
import { Link } from '../../lib/link.tsx';
import { CONTACT_DEFAULTS, POLICY_LINKS, QUICK_LINKS, RESOURCES, SOCIAL_LINKS } from './footer-links.ts';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { Logo } from './logo.tsx';
import { shellMessages } from './messages.ts';
import { SocialIcon } from './social-icon.tsx';
import styles from './footer.css?inline';

export { styles };

export interface FooterProps {
  address?: string;
  phone?: string;
  email?: string;
}

type Group = EduEventDetails['edu-link']['group'];

/**
 * Shared footer. Its placeholder links lead nowhere: each is a button that tells the host
 * (`edu-link`) so it can give it a destination; 'Home' is a real link to '/'.
 */
export default function Footer({ address, phone, email }: FooterProps) {
  const { emit } = useElement();
  const m = useMessages(shellMessages);
  const placeholder = (group: Group, name: string) => () => emit('edu-link', { group, name });
  const contact = {
    address: address || CONTACT_DEFAULTS.address,
    phone: phone || CONTACT_DEFAULTS.phone,
    email: email || CONTACT_DEFAULTS.email,
  };

  return (
    <footer className="footer" part="footer">
      <div className="footer__grid">
        <section className="footer__brand" aria-label={m.productName}>
          <div className="footer__logo">
            <Logo size={32} />
            <span className="footer__name">{m.productName}</span>
          </div>
          <p className="footer__tagline">{m.tagline}</p>
          <ul className="footer__social" aria-label={m.socialMedia}>
            {SOCIAL_LINKS.map((name) => (
              <li key={name}>
                <button type="button" className="footer__social-btn" aria-label={name} onClick={placeholder('social', name)}>
                  <SocialIcon name={name} />
                </button>
              </li>
            ))}
          </ul>
        </section>
        <LinkColumn id="footer-quick" heading={m.quickLinksHeading}>
          <LinkItems group="quick-links" names={QUICK_LINKS} text={m.quickLinks} />
        </LinkColumn>
        <LinkColumn id="footer-resources" heading={m.resourcesHeading}>
          <LinkItems group="resources" names={RESOURCES} text={m.resources} />
        </LinkColumn>
        <section className="footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{m.contactHeading}</h2>
          <address className="footer__contact">
            {/* Each keeps its own direction in a right-to-left page ("+1 (555)" not "(555) 1+"). */}
            <span dir="auto">{contact.address}</span>
            <span dir="ltr">{contact.phone}</span>
            <span dir="ltr">{contact.email}</span>
          </address>
        </section>
      </div>
      <div className="footer__bottom">
        <p>{m.copyright(new Date().getFullYear(), m.productName)}</p>
        <ul className="footer__policies" aria-label={m.policies}>
          <LinkItems group="policy" names={POLICY_LINKS} text={m.policyLinks} />
        </ul>
      </div>
    </footer>
  );
}

/** A column of links, labelled by its heading. */
function LinkColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <nav className="footer__col" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/** A group's links: 'Home' is a real link to '/', every other one a button that tells the host (`edu-link`). */
function LinkItems<N extends string>({ group, names, text }: { group: Group; names: readonly N[]; text: Record<N, string> }) {
  const { emit } = useElement();
  return names.map((name) => (
    <li key={name}>
      {name === 'Home' ? (
        <Link href="/" className="footer__link">
          {text[name]}
        </Link>
      ) : (
        <button type="button" className="footer__link" onClick={() => emit('edu-link', { group, name })}>
          {text[name]}
        </button>
      )}
    </li>
  ));
}
