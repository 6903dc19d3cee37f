/** Page 1's stored text layout fetched for the preview's text layer, checked as the contract reads it. */
import { readPreviewText, type PreviewTextLayout } from '../../contract/preview-text.ts';

export { readPreviewText };
export type { PreviewMarkedContent, PreviewTextLayout, PreviewTextRun, PreviewTextStyle } from '../../contract/preview-text.ts';

/** Bigger answers are not a text layout the server wrote. */
const MAX_BYTES = 1024 * 1024;

const layouts = new Map<string, Promise<PreviewTextLayout | null>>();

/**
 * Fetches and checks the layout at `url`, once per URL (a failed request may be tried again):
 * null when there is none to use. Started by the warm-up with the picture.
 */
export function loadPreviewText(url: string, withCredentials: boolean): Promise<PreviewTextLayout | null> {
  let loading = layouts.get(url);
  if (!loading) {
    loading = fetch(url, { credentials: withCredentials ? 'include' : 'same-origin', priority: 'high' })
      .then(async (res) => {
        if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) return null;
        const text = await res.text();
        return text.length > MAX_BYTES ? null : readPreviewText(JSON.parse(text));
      })
      .catch(() => {
        layouts.delete(url);
        return null;
      });
    layouts.set(url, loading);
  }
  return loading;
}
