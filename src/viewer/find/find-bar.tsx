import { useEffect, useRef } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { viewerMessages } from '../messages.ts';
import { ToolButton } from '../viewer-chrome.tsx';
import { findCountText } from './find-status.ts';
import type { Find } from './use-find.ts';

// The search's options, each a checkbox with its label's message.
const OPTIONS = [
  { key: 'caseSensitive', label: 'matchCase' },
  { key: 'entireWord', label: 'wholeWords' },
] as const;

/**
 * The find bar under the toolbar: the search field, the match count (a live region), Previous
 * and Next, Match case, Whole words and Close. Enter goes to the next match, Shift+Enter to the
 * previous one; Escape anywhere in the bar closes it.
 */
export function FindBar({ find }: { find: Find }) {
  const m = useMessages(viewerMessages);
  const { status, focusRequest } = find;
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    field.current?.focus();
    field.current?.select();
  }, [focusRequest]);
  const empty = find.query.trim() === '';
  const notes = [
    status?.wrapped === 'forward' ? m.findWrappedForward : status?.wrapped === 'backward' ? m.findWrappedBackward : '',
    status?.unreadable ? m.findUnreadable(status.unreadable) : '',
  ].filter(Boolean);

  return (
    <div
      id={find.barId}
      className="mv-find"
      role="search"
      aria-label={m.findInDocument}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // The bar closes; the viewer stays open until the next Escape.
        e.preventDefault();
        find.close();
      }}
    >
      <div className="mv-find__search">
        <input
          ref={field}
          type="search"
          className="mv-find__field"
          aria-label={m.findField}
          placeholder={m.findField}
          value={find.query}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(e) => find.type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            find.step(e.shiftKey);
          }}
        />
        <p className="mv-find__count" role="status">
          {findCountText(status, m)}
        </p>
        <ToolButton label={m.findPrevious} icon="up" onClick={() => find.step(true)} disabled={empty} />
        <ToolButton label={m.findNext} icon="down" onClick={() => find.step(false)} disabled={empty} />
      </div>
      <div className="mv-find__options">
        {OPTIONS.map(({ key, label }) => (
          <label key={key} className="mv-find__option">
            <input type="checkbox" checked={find.options[key]} onChange={(e) => find.setOption(key, e.target.checked)} />
            {m[label]}
          </label>
        ))}
      </div>
      <span className="mv-find__close">
        <ToolButton label={m.closeFind} icon="close" onClick={find.close} />
      </span>
      {/* Kept in place while empty, so what appears in it is announced. */}
      <p className={`mv-find__note${find.failed ? ' mv-find__note--error' : ''}`} role="status">
        {[find.failed ? m.findFailed : '', ...notes].filter(Boolean).join(' ')}
      </p>
    </div>
  );
}
