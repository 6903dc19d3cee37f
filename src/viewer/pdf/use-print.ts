import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest.ts';
import type { PdfRuntime } from './load-pdf-runtime.ts';
import type { PDFDocumentProxy } from './pdf-runtime.ts';

export type PrintState = { status: 'idle' } | { status: 'preparing'; done: number; total: number } | { status: 'failed' };

/**
 * Printing the open document: every page, with the form answers typed so far. Ctrl+P (Cmd+P)
 * while the viewer is open prints the document instead of the host page around it.
 */
export function usePrint(doc: PDFDocumentProxy | null, runtime: PdfRuntime | null) {
  const [state, setState] = useState<PrintState>({ status: 'idle' });
  const preparing = useRef<AbortController | null>(null);
  // Every print's pages, taken out of the host page at the latest when the viewer closes.
  const prints = useRef(new Set<AbortController>());

  const start = (): void => {
    if (!doc || !runtime || preparing.current) return;
    const abort = new AbortController();
    preparing.current = abort;
    prints.current.add(abort);
    setState({ status: 'preparing', done: 0, total: doc.numPages });
    runtime
      .printPages(doc, { signal: abort.signal, onProgress: (done, total) => setState({ status: 'preparing', done, total }) })
      .then(
        () => !abort.signal.aborted && setState({ status: 'idle' }),
        () => !abort.signal.aborted && setState({ status: 'failed' }),
      )
      .finally(() => {
        if (preparing.current === abort) preparing.current = null;
      });
  };
  const cancel = (): void => {
    preparing.current?.abort();
    preparing.current = null;
    setState({ status: 'idle' });
  };

  const latestStart = useLatest(start);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'p') {
        e.preventDefault();
        latestStart.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const all = prints.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const abort of all) abort.abort();
    };
  }, [latestStart]);

  return { state, start, cancel, dismiss: () => setState({ status: 'idle' }) };
}
