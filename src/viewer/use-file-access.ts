import { useEffect, useState } from 'react';
import { needsFileAccess, signFileUrls, type FileUrls } from '../lib/api/file-access.ts';

const same = (a: FileUrls, b: FileUrls) => a.src === b.src && a.preview === b.preview && a.previewText === b.previewText;

/**
 * The viewer's URLs as its requests must send them (see signFileUrls); undefined while a signed
 * link is being asked for, so no request goes out without it.
 */
export function useFileAccess(urls: FileUrls, apiBase: string): FileUrls | undefined {
  const needed = [urls.src, urls.preview, urls.previewText].some((url) => needsFileAccess(url, apiBase));
  const [signed, setSigned] = useState<{ for: FileUrls; urls: FileUrls } | undefined>();
  const { src, preview, previewText } = urls;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    const asked = { src, preview, previewText };
    void signFileUrls(asked, apiBase).then((result) => live && setSigned({ for: asked, urls: result }));
    return () => {
      live = false;
    };
  }, [needed, src, preview, previewText, apiBase]);
  if (!needed) return urls;
  return signed && same(signed.for, urls) ? signed.urls : undefined;
}
