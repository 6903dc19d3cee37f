import { useElement } from '../../lib/element-context.tsx';
import type { EduEventDetails } from '../../lib/events.ts';
import { Link } from '../../lib/link.tsx';
import {
  CONTACT_DEFAULTS,
  POLICY_LINKS,
  QUICK_LINKS,
  RESOURCES,
  SOCIAL_LINKS,
  copyrightLine,
} from './footer-links.ts';
import { Logo, PRODUCT_NAME, PRODUCT_TAGLINE } from './logo.tsx';
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
 * Shared footer. The spec's links lead nowhere: each is a button that tells the host
 * (`edu-link`) so it can give it a destination; 'Home' is a real link to '/'.
 */
export default function Footer({ address, phone, email }: FooterProps) {
  const { emit } = useElement();
  const placeholder = (group: Group, name: string) => () => emit('edu-link', { group, name });
  const contact = {
    address: address || CONTACT_DEFAULTS.address,
    phone: phone || CONTACT_DEFAULTS.phone,
    email: email || CONTACT_DEFAULTS.email,
  };

  return (
    <footer className="footer" part="footer">
      <div className="footer__grid">
        <section className="footer__brand" aria-label={PRODUCT_NAME}>
          <div className="footer__logo">
            <Logo size={32} />
            <span className="footer__name">{PRODUCT_NAME}</span>
          </div>
          <p className="footer__tagline">{PRODUCT_TAGLINE}</p>
          <ul className="footer__social" aria-label="Social media">
            {SOCIAL_LINKS.map((name) => (
              <li key={name}>
                <button type="button" className="footer__social-btn" aria-label={name} onClick={placeholder('social', name)}>
                  <SocialIcon name={name} />
                </button>
              </li>
            ))}
          </ul>
        </section>
        <nav className="footer__col" aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((name) => (
              <li key={name}>
                {name === 'Home' ? (
                  <Link href="/" className="footer__link">
                    Home
                  </Link>
                ) : (
                  <button type="button" className="footer__link" onClick={placeholder('quick-links', name)}>
                    {name}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__col" aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            {RESOURCES.map((name) => (
              <li key={name}>
                <button type="button" className="footer__link" onClick={placeholder('resources', name)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <address className="footer__contact">
            <span>{contact.address}</span>
            <span>{contact.phone}</span>
            <span>{contact.email}</span>
          </address>
        </section>
      </div>
      <div className="footer__bottom">
        <p>{copyrightLine(new Date().getFullYear(), PRODUCT_NAME)}</p>
        <ul className="footer__policies" aria-label="Policies">
          {POLICY_LINKS.map((name) => (
            <li key={name}>
              <button type="button" className="footer__link" onClick={placeholder('policy', name)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
