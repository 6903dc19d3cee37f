import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PDF_RANGE_CHUNK_SIZE } from '../../contract/constants.ts';
import { useElement } from '../../lib/element-context.tsx';
import { adoptStyles } from '../../lib/stylesheets.ts';
import { normalizeBase } from '../../lib/api/api-base.ts';
import { RETRY_RULE, retryWaitMs, waitUnlessAborted } from '../../lib/api/retry-rule.ts';
import { readRetrying } from '../../stores/server-busy.ts';
import { loadPdfRuntime, type PdfRuntime } from './load-pdf-runtime.ts';
import type { PdfAssetUrls } from './pdf-assets.ts';
import { prefetchPdfEnds } from './pdf-ends-prefetch.ts';
import type { PasswordReason, PDFDocumentProxy } from './pdf-runtime.ts';
import { startPdfWorker } from './pdf-worker-port.ts';

export type PdfLoadState =
  | { status: 'loading' }
  | { status: 'password'; reason: PasswordReason; attempt: number }
  /** `error`: what pdf.js rejected with; none when there is no file to open. */
  | { status: 'error'; error?: unknown }
  | { status: 'ready'; doc: PDFDocumentProxy; runtime: PdfRuntime };

interface Options {
  url: string | null;
  withCredentials: boolean;
  assets: PdfAssetUrls;
  /** pdf.js may start: false while page 1's picture is held on its way to the screen. */
  wanted: boolean;
  /** The document has opened (before it reads 'ready'). */
  onOpened: (doc: PDFDocumentProxy) => void;
}

/** pdf.js's failure when the server answered 503 (busy, or its database away): worth opening again. */
const serverBusy = (error: unknown): boolean => (error as { status?: unknown } | null)?.status === 503;

/**
 * The file opened with pdf.js once `wanted`: its worker, its ends and pdf.js's module start
 * together; a password-protected file asks through `submitPassword`. While the server answers
 * 503 the file is opened again as the API client retries a read (1, 2, 4... s, for five minutes
 * at most), and every element of the server says it is busy meanwhile.
 */
export function usePdfDocument({ url, withCredentials, assets, wanted, onOpened }: Options) {
  const { root, apiBase } = useElement();
  const [state, setState] = useState<PdfLoadState>(() => (url ? { status: 'loading' } : { status: 'error' }));
  const submitPassword = useRef<((password: string) => void) | null>(null);
  const opened = useEffectEvent(onOpened);

  useEffect(() => {
    if (!url || !wanted) return;
    startPdfWorker(assets.workerSrc); // boots while pdf.js loads (no-op if already started)
    prefetchPdfEnds(url, withCredentials, PDF_RANGE_CHUNK_SIZE); // no-op if the element did
    let cancelled = false;
    const stop = new AbortController();
    let task: ReturnType<PdfRuntime['openPdf']> | null = null;
    let attempt = 0;
    let busyOver: (() => void) | null = null;
    const open = async (): Promise<void> => {
      const runtime = await loadPdfRuntime();
      if (cancelled) return;
      adoptStyles(root, runtime.PDFJS_CSS);
      for (let retry = 1, waited = 0; ; retry++) {
        task = runtime.openPdf({
          url,
          withCredentials,
          assets,
          onPassword: (reason, submit) => {
            submitPassword.current = submit;
            attempt += 1;
            if (!cancelled) setState({ status: 'password', reason, attempt });
          },
        });
        try {
          const loaded = await task.promise;
          if (cancelled) return;
          // Ask the worker for page 1 now, while React renders the page holder (pdf.js keeps
          // the answer for the page's own getPage call).
          loaded.getPage(1).catch(() => undefined);
          opened(loaded);
          setState({ status: 'ready', doc: loaded, runtime });
          return;
        } catch (error) {
          const wait = retryWaitMs(retry);
          if (cancelled || !serverBusy(error) || waited + wait > RETRY_RULE.giveUpAfterMs) throw error;
          busyOver ??= readRetrying(normalizeBase(apiBase));
          task.destroy();
          await waitUnlessAborted(wait, stop.signal);
          waited += wait;
          prefetchPdfEnds(url, withCredentials, PDF_RANGE_CHUNK_SIZE);
        }
      }
    };
    open()
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'error', error });
      })
      .finally(() => busyOver?.());
    return () => {
      cancelled = true;
      stop.abort();
      task?.destroy();
      busyOver?.();
    };
  }, [url, wanted, withCredentials, assets, root, apiBase]);

  return { state, submitPassword };
}
