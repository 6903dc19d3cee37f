import { useEffect, useState } from 'react';

/** Longest pdf.js waits for page 1's picture to be painted before it starts anyway. */
const PREVIEW_HOLD_MS = 1000;

/**
 * Whether pdf.js may start. While page 1's picture is on its way to the screen (`holdForPreview`),
 * pdf.js waits for it to be painted, at most PREVIEW_HOLD_MS: its module's evaluation (60-90 ms of
 * the main thread), its worker and the file's first requests would otherwise compete with the
 * picture for the page's threads. Once wanted, it stays wanted.
 */
export function usePdfJsWanted(holdForPreview: boolean): boolean {
  const [wanted, setWanted] = useState(!holdForPreview);
  if (!wanted && !holdForPreview) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const timer = setTimeout(() => setWanted(true), PREVIEW_HOLD_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  return wanted;
}
