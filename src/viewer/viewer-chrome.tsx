import { useEffect, useState, type ReactNode } from 'react';
import { useMessages } from '../lib/i18n/use-language.ts';
import { Icon, type IconName } from './icons.tsx';
import { viewerMessages } from './messages.ts';

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
  return (
    <button
      type="button"
      className="mv-tool"
      aria-label={props.label}
      title={props.label}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onClick}
      disabled={props.disabled}
      data-close={props.close ? '' : undefined}
    >
      <Icon name={props.icon} />
    </button>
  );
}

/** A toolbar link that opens the file in a new browser tab (the file as the browser shows it). */
export function ToolLink(props: { label: string; icon: IconName; href: string }) {
  return (
    <a className="mv-tool" href={props.href} target="_blank" rel="noopener noreferrer" aria-label={props.label} title={props.label}>
      <Icon name={props.icon} />
    </a>
  );
}

/** The viewer's top bar: file icon, title and status at the start, controls at the end. */
export function ViewerHeader(props: { titleId: string; icon: IconName; title: string; status?: ReactNode; children: ReactNode }) {
  return (
    <header className="mv-header" part="toolbar">
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
      <div className="mv-controls">{props.children}</div>
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
