import { useCallback } from 'react';
import { useElement } from '../lib/element-context.tsx';

/**
 * Download: tells the host first (`edu-download`, cancelable, so a host can route it through
 * its own download service), then opens the URL with the title as the file name. A new tab
 * is the fallback where the browser ignores `download` (cross-origin files).
 */
export function useDownload(): (url: string | null, fileName: string) => void {
  const { emit } = useElement();
  return useCallback(
    (url, fileName) => {
      if (!url) return;
      if (!emit('edu-download', { url, fileName }, { cancelable: true })) return;
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
      a.click();
    },
    [emit],
  );
}
