import { useStore } from '@nanostores/react';
import { useElement } from '../../lib/element-context.tsx';
import { Link } from '../../lib/link.tsx';
import { $deviceClass } from '../../stores/device-class.ts';
import { $path } from '../../stores/location.ts';
import { $sidebarOpen, toggleSidebar } from '../../stores/sidebar.ts';
import { Logo, PRODUCT_NAME } from './logo.tsx';
import { MENU_TOGGLE_MARK, menuToggleLabel, showsMenuToggle } from './menu-rules.ts';
import { useMobileMenu } from './use-mobile-menu.ts';
import styles from './header.css?inline';

export { styles };

/** Shared header: logo and title, auth links, and the mobile menu toggle of the dashboards. */
export default function Header() {
  const { emit } = useElement();
  const path = useStore($path);
  const device = useStore($deviceClass);
  const open = useStore($sidebarOpen);
  const withToggle = showsMenuToggle(path, device);
  useMobileMenu(withToggle);

  const onToggle = (): void => {
    toggleSidebar();
    emit('edu-menu-toggle', { open: !open });
  };

  return (
    <header className="header" part="header">
      <div className="header__inner">
        {withToggle && (
          <button
            type="button"
            className="header__toggle"
            aria-label={menuToggleLabel(open)}
            aria-expanded={open}
            {...{ [MENU_TOGGLE_MARK]: '' }}
            onClick={onToggle}
          >
            <span className={open ? 'burger burger--open' : 'burger'} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
        )}
        <Link href="/" className="header__brand" part="brand">
          <Logo />
          <span className="header__title">{PRODUCT_NAME}</span>
        </Link>
        <nav className="header__nav" aria-label="Account">
          <Link href="/login" className="header__link" aria-current={path === '/login' ? 'page' : undefined}>
            Sign In
          </Link>
          <Link href="/signup" className="edu-btn edu-btn--small" aria-current={path === '/signup' ? 'page' : undefined}>
            Sign Up
          </Link>
        </nav>
      </div>
    </header>
  );
}
