import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useReadingPosition } from '../use-reading-position.ts';

/** The page to open at: `startPage` (1-based) when there is one, else page 1. */
export const firstPage = (startPage: number | undefined): number => (startPage && startPage >= 1 ? Math.floor(startPage) : 1);

/** Without a `startPage`, moves to where this reader left the document; each move is remembered. */
export function useReadingPage(
  url: string | null,
  startPage: number | undefined,
  page: number,
  setPage: Dispatch<SetStateAction<number>>,
): void {
  // Without a page to open at, the document opens where this reader left it. Page 1 is not held
  // back for the answer (it nearly always comes first): a late one moves a reader still there.
  const { resumeAt, remember } = useReadingPosition(url, startPage !== undefined);
  const [placed, setPlaced] = useState(false);
  if (!placed && resumeAt !== undefined) {
    setPlaced(true);
    if (resumeAt && page === 1) setPage(resumeAt);
  }
  const remembered = useRef(0);
  useEffect(() => {
    if (!placed) return;
    // The page it opened at is where the reader already was: only a move is remembered.
    if (remembered.current !== 0 && remembered.current !== page) remember(page);
    remembered.current = page;
  }, [placed, page, remember]);
}
