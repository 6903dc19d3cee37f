import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { PANEL_FADE_DELAY_MS } from './auth-constants.ts';
import { authMessages } from './messages.ts';
import type { PanelFeature } from './messages.en.ts';

const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The three feature bullets, in order, with their icons. */
const FEATURES: readonly [PanelFeature, string][] = [
  ['tools', 'M4 5h16v11H4zM8 20h8M12 16v4M9 9l2 2 4-4'],
  ['instructors', 'M12 4l9 4-9 4-9-4zM7 10v5c0 1.5 2.2 3 5 3s5-1.5 5-3v-5M21 8v6'],
  ['security', 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4'],
];

/**
 * The marketing side panel. It fades in PANEL_FADE_DELAY_MS after the screen appears; with
 * reduced motion it is simply there.
 */
export function SidePanel() {
  const m = useMessages(authMessages);
  const [shown, setShown] = useState(prefersReducedMotion);

  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), PANEL_FADE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <section
      className={shown ? 'panel panel--shown' : 'panel'}
      part="panel"
      aria-labelledby="auth-panel-title"
      data-shown={shown ? '' : undefined}
    >
      <div className="panel__inner">
        <h2 id="auth-panel-title" className="panel__title">
          {m.panelTitle}
        </h2>
        <p className="panel__text">{m.panelText}</p>
        <ul className="panel__features">
          {FEATURES.map(([f, icon]) => (
            <li key={f} className="panel__feature">
              <span className="panel__icon" aria-hidden="true">
                <svg width="22" height="22" viewBox="0 0 24 24" focusable="false">
                  <path
                    d={icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <span>{m.features[f]}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
