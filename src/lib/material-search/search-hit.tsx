import { useId } from 'react';
import type { MaterialSearchHit } from '../../contract/material-search.ts';
import { useMessages } from '../i18n/use-language.ts';
import { hitTitle } from './hit-title.ts';
import { materialSearchMessages } from './messages.ts';

interface Props {
  hit: MaterialSearchHit;
  onOpen: (hit: MaterialSearchHit) => void;
}

/**
 * One hit as a button: the material's name, "Page 12" and the snippet, its matched words in
 * <mark>. The snippet is text from the server, rendered as text: markup in it shows as typed.
 */
export function SearchHit({ hit, onOpen }: Props) {
  const m = useMessages(materialSearchMessages);
  const id = useId();
  return (
    <button
      type="button"
      className="msearch__hit"
      aria-labelledby={`${id}-title ${id}-page`}
      aria-describedby={`${id}-snippet`}
      onClick={() => onOpen(hit)}
    >
      <span id={`${id}-title`} className="msearch__title">
        {hitTitle(hit.material)}
      </span>
      <span id={`${id}-page`} className="msearch__page">
        {m.page(hit.page)}
      </span>
      <span id={`${id}-snippet`} className="msearch__snippet">
        {hit.snippet.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
      </span>
    </button>
  );
}
