import { useEffect, useId, useState } from 'react';
import { useLatest } from '../../lib/use-latest.ts';
import type { PDFDocumentProxy } from '../pdf/pdf-runtime.ts';
import { FindDriver } from './find-driver.ts';
import type { FindStatus } from './find-status.ts';
import type { FindOptions } from './page-matcher.ts';

const NO_OPTIONS: FindOptions = { caseSensitive: false, entireWord: false };

export interface UseFindProps {
  doc: PDFDocumentProxy | null;
  /** The page shown (1-based). */
  page: number;
  goTo: (page: number) => void;
  /** The viewer's scrolling area, which holds the shown page. */
  stage: HTMLElement | null;
  /** Opens with the bar filled with this text and its first match from `page` on selected. */
  initialQuery?: string;
}

export interface Find {
  /** The find bar's id (the toolbar button controls it). */
  barId: string;
  /** The bar is shown (only once the document is open). */
  open: boolean;
  query: string;
  options: FindOptions;
  status: FindStatus | null;
  /** Find's code could not be loaded. */
  failed: boolean;
  /** Grows each time the field is asked to take focus (its text selected). */
  focusRequest: number;
  toggle(): void;
  /** Closes the bar; focus goes back to the toolbar's find button. */
  close(): void;
  type(query: string): void;
  setOption(name: keyof FindOptions, value: boolean): void;
  /** Enter / Shift+Enter: the next or previous match (a changed query searches anew). */
  step(previous: boolean): void;
  /** The viewer's page `page` has all its layers drawn. */
  pageRendered(page: number): void;
}

const startText = (text: string | undefined): string => (text?.trim() ? text : '');

/**
 * Find in the document: the bar's state and keys. Ctrl+F (Cmd+F) opens the bar, as the
 * browser's own find would see only the one page drawn; F3 and Ctrl+G (Shift for back) go
 * through the matches while it is open.
 */
export function useFind({ doc, page, goTo, stage, initialQuery }: UseFindProps): Find {
  const barId = useId();
  const [open, setOpen] = useState(() => startText(initialQuery) !== '');
  const [query, setQuery] = useState(() => startText(initialQuery));
  const [options, setOptions] = useState<FindOptions>(NO_OPTIONS);
  const [status, setStatus] = useState<FindStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [driver] = useState(() => new FindDriver(setStatus, setFailed));
  const shown = open && doc !== null;

  // A new text to open with (the host changed `find`): the bar shows it.
  const [startQuery, setStartQuery] = useState(initialQuery);
  if (startQuery !== initialQuery) {
    setStartQuery(initialQuery);
    if (startText(initialQuery)) {
      setQuery(startText(initialQuery));
      setOptions(NO_OPTIONS);
      setOpen(true);
    }
  }

  useEffect(() => {
    driver.sync({ doc, page, goTo, stage, open: shown });
  });
  useEffect(() => () => driver.destroy(), [driver]);
  // Opened on a search result: its first match from the opening page on.
  useEffect(() => {
    const text = startText(initialQuery);
    if (doc && text) driver.search(text, NO_OPTIONS);
  }, [driver, doc, initialQuery]);

  const show = (): void => {
    setOpen(true);
    setFocusRequest((n) => n + 1);
  };
  const close = (): void => {
    setOpen(false);
    const root = stage?.getRootNode() as ParentNode | undefined;
    root?.querySelector<HTMLElement>(`button[aria-controls="${CSS.escape(barId)}"]`)?.focus();
  };
  const step = (previous: boolean): void => driver.step(query, options, previous);

  const keys = useLatest({ show, step, open: shown, ready: doc !== null });
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const current = keys.current;
      if (e.defaultPrevented || e.altKey || !current.ready) return;
      const modified = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (modified && !e.shiftKey && key === 'f') {
        e.preventDefault();
        current.show();
      } else if (current.open && ((e.key === 'F3' && !modified) || (modified && key === 'g'))) {
        e.preventDefault();
        current.step(e.shiftKey);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keys]);

  return {
    barId,
    open: shown,
    query,
    options,
    status,
    failed,
    focusRequest,
    toggle: () => (shown ? close() : show()),
    close,
    type: (text) => {
      setQuery(text);
      driver.typed(text, options);
    },
    setOption: (name, value) => {
      const next = { ...options, [name]: value };
      setOptions(next);
      if (query.trim()) driver.search(query, next);
    },
    step,
    pageRendered: (n) => {
      if (n === page) driver.mark();
    },
  };
}
