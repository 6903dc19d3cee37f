import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_TEXT_MAX, type MaterialSearchHit } from '../../contract/material-search.ts';
import { useMessages } from '../i18n/use-language.ts';
import { useErrorText } from '../use-error-text.ts';
import { useStyles } from '../use-styles.ts';
import { LoadFailed } from '../load-failed.tsx';
import { findTextFor } from './find-text.ts';
import { materialSearchMessages } from './messages.ts';
import { SearchHit } from './search-hit.tsx';
import { useMaterialSearch } from './use-material-search.ts';
import css from './material-search.css?inline';

export interface MaterialSearchProps {
  /** Opens a hit's material at its page; `find` is the text the viewer highlights there. */
  onOpen: (hit: MaterialSearchHit, find: string) => void;
}

/**
 * "Search in materials": searches the text of the materials this account's list shows as the
 * reader types, and lists each material found with its best page and a snippet. Keys: Down
 * from the field goes to the hits, Up and Down move between them, Escape empties the field.
 */
export function MaterialSearch({ onOpen }: MaterialSearchProps) {
  useStyles(css);
  const m = useMessages(materialSearchMessages);
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const { query, loading, results, error, retry } = useMaterialSearch(text);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hits = query !== '' && results ? results.hits : [];

  const hitButtons = (): HTMLButtonElement[] => [...(list.current?.querySelectorAll<HTMLButtonElement>('.msearch__hit') ?? [])];
  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' && hits.length > 0) {
      e.preventDefault();
      hitButtons()[0]?.focus();
    } else if (e.key === 'Escape' && text !== '') {
      e.preventDefault();
      setText('');
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>): void => {
    const buttons = hitButtons();
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    if (at === -1) return;
    const next =
      e.key === 'ArrowDown'
        ? at + 1
        : e.key === 'ArrowUp'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    if (next < 0) field.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]!.focus();
  };

  const status =
    query === '' || error !== undefined
      ? ''
      : loading
        ? m.searching
        : hits.length > 0
          ? m.resultCount(hits.length)
          : m.noResults(query);

  return (
    <div className="msearch" role="search">
      <label className="msearch__label" htmlFor={`${id}-field`}>
        {m.label}
      </label>
      <input
        ref={field}
        id={`${id}-field`}
        className="msearch__input"
        type="search"
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint ${id}-status`}
        aria-controls={hits.length > 0 ? `${id}-hits` : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onFieldKey}
      />
      <p id={`${id}-hint`} className="msearch__hint">
        {m.hint}
      </p>
      <p id={`${id}-status`} className="msearch__status" role="status">
        {loading && <span className="edu-spinner" aria-hidden="true" />}
        {status}
      </p>
      {error !== undefined && (
        <LoadFailed className="msearch__error" message={m.failed(errorText(error))} retryLabel={m.tryAgain} onRetry={retry} />
      )}
      {hits.length > 0 && (
        <ul
          id={`${id}-hits`}
          ref={list}
          className="msearch__hits"
          aria-label={m.results}
          aria-busy={loading}
          onKeyDown={onListKey}
        >
          {hits.map((hit) => (
            <li key={`${hit.material.url}#${hit.page}`}>
              <SearchHit hit={hit} onOpen={(h) => onOpen(h, findTextFor(results!.query, h.snippet))} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
