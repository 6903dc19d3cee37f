import { useCallback, useEffect, useRef, useState } from 'react';
import { useElement } from '../lib/element-context.tsx';
import { localPosition, rememberLocally, serverMaterialId } from './reading-position.ts';

/** A page change is saved once the reader has stayed on it this long (paging through saves once). */
const SAVE_DELAY_MS = 800;
/** A server that has not said where the reader was by then is not waited for. */
const LOOKUP_LIMIT_MS = 1500;

interface ServerPositions {
  get(signal: AbortSignal): Promise<number | null>;
  save(page: number, keepalive?: boolean): Promise<void>;
}

/**
 * Where the reader left this document, and remembering where they are now. A material of the
 * API server keeps its place per signed-in person on the server (any device); any other
 * document, or a reader nobody signed in, keeps it in this browser. `resumeAt` is undefined
 * while it is being looked up, null when there is no place to go back to.
 */
export function useReadingPosition(
  url: string | null,
  skip: boolean,
): { resumeAt: number | null | undefined; remember: (page: number) => void } {
  const { apiBase } = useElement();
  // The viewer is made anew for each document, so what it looks up is fixed at the start.
  const [lookup] = useState(() => (url && !skip ? { url, materialId: serverMaterialId(url, apiBase) } : null));
  const [resumeAt, setResumeAt] = useState<number | null | undefined>(() =>
    lookup ? (lookup.materialId === null ? localPosition(lookup.url) : undefined) : null,
  );
  const server = useRef<ServerPositions | null>(null);

  useEffect(() => {
    if (lookup?.materialId == null) return;
    const { url, materialId } = lookup;
    const abort = new AbortController();
    const giveUp = setTimeout(() => {
      abort.abort();
      setResumeAt(localPosition(url));
    }, LOOKUP_LIMIT_MS);
    // The API client loads only for the dashboards' own materials.
    import('./reading-position-server.ts')
      .then(async ({ serverPositions }) => {
        const api = serverPositions(apiBase, materialId);
        const page = await api.get(abort.signal);
        server.current = api;
        if (!abort.signal.aborted) setResumeAt(page ?? localPosition(url));
      })
      .catch(() => {
        if (!abort.signal.aborted) setResumeAt(localPosition(url));
      })
      .finally(() => clearTimeout(giveUp));
    return () => {
      clearTimeout(giveUp);
      abort.abort();
    };
  }, [lookup, apiBase]);

  const unsaved = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(
    (keepalive: boolean) => {
      clearTimeout(timer.current);
      const page = unsaved.current;
      unsaved.current = null;
      if (page === null || !url) return;
      rememberLocally(url, page);
      // A failed save loses only this place: the next page change saves again.
      server.current?.save(page, keepalive).catch(() => undefined);
    },
    [url],
  );
  const remember = useCallback(
    (page: number) => {
      unsaved.current = page;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(false), SAVE_DELAY_MS);
    },
    [flush],
  );
  // Closing the viewer (or the page) saves the place at once.
  useEffect(() => {
    const onHide = (): void => flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush(true);
    };
  }, [flush]);

  return { resumeAt, remember };
}
