import { useId, useState } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { Icon } from '../icons.tsx';
import { viewerMessages } from '../messages.ts';
import { acceptPage } from '../viewer-rules.ts';

/**
 * Previous / Next and 'Go to page [n] of N' (shown only when the document has several pages).
 * With printed page labels the box shows and takes the label: 'Go to page [iv] (6 of 120)'.
 */
export function PageNav(props: {
  page: number;
  count: number;
  labels: readonly string[] | null;
  onPage: (page: number) => void;
}) {
  const { page, count, labels, onPage } = props;
  const id = useId();
  const m = useMessages(viewerMessages);
  // What the user is typing; null shows the current page.
  const [draft, setDraft] = useState<string | null>(null);

  const change = (value: string) => {
    setDraft(value);
    const accepted = acceptPage(value, count, labels);
    if (accepted !== null) onPage(accepted);
  };

  return (
    <nav className="mv-pagenav" aria-label={m.pages} part="page-nav">
      <button
        type="button"
        className="edu-btn edu-btn--ghost mv-pagenav__btn"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <Icon name="previous" size={18} />
        <span className="mv-pagenav__text">{m.previous}</span>
      </button>
      <div className="mv-goto">
        <label htmlFor={id}>{m.goToPage}</label>
        <input
          id={id}
          {...(labels
            ? { type: 'text', size: 6, autoComplete: 'off' }
            : { type: 'number', inputMode: 'numeric', min: 1, max: count, step: 1 })}
          value={draft ?? labels?.[page - 1] ?? String(page)}
          onChange={(e) => change(e.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setDraft(null);
          }}
        />
        <span>{labels ? m.ofCountLabelled(page, count) : m.ofCount(count)}</span>
      </div>
      <button
        type="button"
        className="edu-btn edu-btn--ghost mv-pagenav__btn"
        onClick={() => onPage(page + 1)}
        disabled={page >= count}
      >
        <span className="mv-pagenav__text">{m.next}</span>
        <Icon name="next" size={18} />
      </button>
    </nav>
  );
}
