import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { useLanguage } from '../lib/i18n/use-language.ts';
import { useMessages } from '../lib/i18n/use-language.ts';
import { MODAL_TOAST_TOP } from '../lib/toast-region.tsx';
import { Icon, type IconName } from './icons.tsx';
import { viewerMessages } from './messages.ts';
import { useElementSize } from './use-element-size.ts';

/** Tools show as icons in the toolbar, or as labelled rows in its More menu. */
const InMenu = createContext(false);

/** A tool picked in the More menu closes the menu. */
const closeMenu = (e: MouseEvent<HTMLElement>): void => {
  const menu = e.currentTarget.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
};

/** An icon button with its accessible name (also shown as a tooltip). */
export function ToolButton(props: {
  label: string;
  icon: IconName;
  onClick: () => void;
  disabled?: boolean;
  close?: boolean;
  /** A button that shows and hides a part of the viewer: whether it is shown, and its id. */
  expanded?: boolean;
  controls?: string;
}) {
  const inMenu = useContext(InMenu);
  return (
    <button
      type="button"
      className={inMenu ? 'mv-menu__item' : 'edu-icon-btn mv-tool'}
      aria-label={inMenu ? undefined : props.label}
      title={inMenu ? undefined : props.label}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={(e) => {
        if (inMenu) closeMenu(e);
        props.onClick();
      }}
      disabled={props.disabled}
      data-close={props.close ? '' : undefined}
    >
      <Icon name={props.icon} />
      {inMenu ? <span>{props.label}</span> : null}
    </button>
  );
}

/** A toolbar link that opens the file in a new browser tab (the file as the browser shows it). */
export function ToolLink(props: { label: string; icon: IconName; href: string }) {
  const inMenu = useContext(InMenu);
  return (
    <a
      className={inMenu ? 'mv-menu__item' : 'edu-icon-btn mv-tool'}
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={inMenu ? undefined : props.label}
      title={inMenu ? undefined : props.label}
      onClick={inMenu ? closeMenu : undefined}
    >
      <Icon name={props.icon} />
      {inMenu ? <span>{props.label}</span> : null}
    </a>
  );
}

/** Below this toolbar width the `more` tools go into a More menu, so the tools keep one row. */
const MENU_BELOW_PX = 600;

/**
 * The More menu: a popover (top layer, closed by Escape or a click outside) under its button,
 * aligned with the toolbar's end.
 */
function ToolMenu({ children }: { children: ReactNode }) {
  const m = useMessages(viewerMessages);
  const { dir } = useLanguage();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const place = (e: ToggleEvent<HTMLDivElement>): void => {
    if (e.newState !== 'open' || !button.current) return;
    const at = button.current.getBoundingClientRect();
    const menu = e.currentTarget.style;
    menu.top = `${Math.round(at.bottom + 4)}px`;
    if (dir === 'rtl') menu.left = `${Math.max(8, Math.round(at.left))}px`;
    else menu.right = `${Math.max(8, Math.round(window.innerWidth - at.right))}px`;
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="edu-icon-btn mv-tool"
        popoverTarget={id}
        aria-label={m.moreTools}
        title={m.moreTools}
      >
        <Icon name="more" />
      </button>
      <div id={id} popover="auto" className="mv-menu" onBeforeToggle={place}>
        <InMenu.Provider value>{children}</InMenu.Provider>
      </div>
    </>
  );
}

/**
 * The viewer's top bar: file icon, title and status at the start, controls at the end. `more`:
 * tools shown in the bar when it is wide, in a More menu when it is narrow (a phone).
 */
export function ViewerHeader(props: {
  titleId: string;
  icon: IconName;
  title: string;
  status?: ReactNode;
  children: ReactNode;
  more?: ReactNode;
  end?: ReactNode;
}) {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const { width, height } = useElementSize(header);
  const narrow = width > 0 && width < MENU_BELOW_PX;
  // Toasts shown while the viewer is open go below this bar, clear of its controls.
  useLayoutEffect(() => {
    const dialog = header?.closest('dialog');
    if (dialog && height > 0)
      dialog.style.setProperty(MODAL_TOAST_TOP, `${Math.round(header!.getBoundingClientRect().bottom) + 8}px`);
  }, [header, width, height]);
  return (
    <header ref={setHeader} className="mv-header" part="toolbar">
      <div className="mv-heading">
        <span className="mv-kind" aria-hidden="true">
          <Icon name={props.icon} size={18} />
        </span>
        <div className="mv-heading__text">
          <h2 id={props.titleId} className="mv-title" title={props.title}>
            {props.title}
          </h2>
          {props.status}
        </div>
      </div>
      <div className="mv-controls">
        {props.children}
        {props.more ? narrow ? <ToolMenu>{props.more}</ToolMenu> : props.more : null}
        {props.end}
      </div>
    </header>
  );
}

/** A centred message in the viewer body: loading (status) or failure (alert, with Close). */
export function StateMessage(props: {
  kind: 'loading' | 'error';
  title?: string;
  message: string;
  detail?: string;
  onClose?: () => void;
}) {
  const m = useMessages(viewerMessages);
  if (props.kind === 'loading') {
    return (
      <div className="mv-state" role="status">
        <DelayedSpinner />
        <p>{props.message}</p>
      </div>
    );
  }
  return (
    <div className="mv-state mv-state--error" role="alert">
      <span className="mv-state__icon" aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      <h3 className="mv-state__title">{props.title}</h3>
      <p>{props.message}</p>
      {props.detail ? <p className="mv-state__detail">{props.detail}</p> : null}
      {props.onClose ? (
        <button type="button" className="edu-btn" onClick={props.onClose}>
          {m.close}
        </button>
      ) : null}
    </div>
  );
}

/** How long a load runs before its spinner shows. */
const SPINNER_DELAY_MS = 500;

/**
 * The loading spinner, shown only once a load has taken SPINNER_DELAY_MS: a quick load shows no
 * flash, and on a machine without GPU compositing an endless animation costs a CPU core's
 * share exactly while pdf.js boots its worker. Its box holds the place meanwhile.
 */
function DelayedSpinner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <span className={shown ? 'edu-spinner mv-state__spinner' : 'mv-state__spinner'} aria-hidden="true" />;
}
