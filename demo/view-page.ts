import { isStoredFilePath } from '../src/viewer/pdf/viewer-page-link.ts';
import { messagePage } from './message-page.ts';
import type { DemoMessages } from './messages.ts';

/** The longest file name shown as the page's title. */
const MAX_NAME = 200;

/** `?name=` as plain text: control characters dropped, trimmed and bounded. */
export function viewedName(params: URLSearchParams): string {
  return (params.get('name') ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_NAME);
}

/**
 * The /view page: the PDF of `?file=` in the viewer, filling the tab. Only a stored file of this
 * server is shown, so the page is never a viewer for another site's files; anything else gets a
 * message. The name reaches the page only as text and attributes.
 */
export function viewPage(params: URLSearchParams, texts: DemoMessages, onClose: () => void): HTMLElement {
  const file = params.get('file');
  if (!isStoredFilePath(file)) return refused(texts);
  const el = document.createElement('edu-material-viewer');
  el.setAttribute('src', file);
  el.setAttribute('type', 'application/pdf');
  const name = viewedName(params);
  if (name) el.setAttribute('name', name);
  el.setAttribute('open', '');
  el.addEventListener('edu-viewer-close', onClose);
  return el;
}

function refused(texts: DemoMessages): HTMLElement {
  return messagePage(texts.fileRefusedTitle, texts.fileRefusedText, texts.goHome, 'alert');
}
