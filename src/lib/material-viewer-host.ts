/**
 * The viewer's parts, passed on by the element that opens it under `viewer-*` names, so a page
 * styles the viewer of a dashboard with `edu-learner-dashboard::part(viewer-toolbar)`.
 */
export const VIEWER_EXPORTPARTS =
  'viewer: viewer, dialog: viewer-dialog, toolbar: viewer-toolbar, page-nav: viewer-page-nav, help: viewer-help';

/** A file to show in `<edu-material-viewer>`. */
export interface ViewerFile {
  src: string;
  name: string;
  type?: string;
  /** A PDF's page to open at (1-based). */
  page?: number;
  /** Text to find in a PDF from `page` on, its first match highlighted. */
  find?: string;
  /** A PDF's stored page-1 picture, that page's size in points and text layout, shown while pdf.js loads. */
  preview?: { url: string; width: number; height: number; text?: string };
}

/** What a material list knows of a file beyond its address. */
interface ListedMaterial {
  type?: string;
  preview_url?: string;
  preview_text_url?: string;
  width?: number;
  height?: number;
}

/**
 * The viewer's file for a listed material at `src` (its checked URL): with the server's
 * picture of page 1 when there is one, so the page shows the moment the viewer opens.
 */
export function viewerFileOf(
  material: ListedMaterial,
  src: string,
  name: string,
  at: Pick<ViewerFile, 'page' | 'find'> = {},
): ViewerFile {
  const { preview_url: url, preview_text_url: text, width, height } = material;
  const preview = url && width && height ? { url, width, height, ...(text ? { text } : {}) } : undefined;
  return { src, name, type: material.type, ...at, ...(preview ? { preview } : {}) };
}

/**
 * Opens `<edu-material-viewer src name type open>` inside `slot` as a host page would: a fresh
 * element per opening (so it never depends on how the viewer resets itself). `onClosed` runs
 * once, when the viewer reports closing (`edu-viewer-close`) or loses its `open` attribute.
 * Returns what takes the viewer away again. The viewer's code is never imported: only its tag
 * is used, so its chunk loads when it first opens. `inherited`: the opening element's own
 * settings (API server, base path, theme), so the viewer looks like the element it opened from.
 */
export function showMaterialViewer(
  slot: HTMLElement,
  file: ViewerFile,
  onClosed: () => void,
  inherited: Readonly<Record<string, string>> = {},
): () => void {
  const viewer = document.createElement('edu-material-viewer');
  for (const [name, value] of Object.entries(inherited)) viewer.setAttribute(name, value);
  viewer.setAttribute('exportparts', VIEWER_EXPORTPARTS);
  viewer.setAttribute('src', file.src);
  viewer.setAttribute('name', file.name);
  if (file.type) viewer.setAttribute('type', file.type);
  if (file.page !== undefined) viewer.setAttribute('page', String(file.page));
  if (file.find) viewer.setAttribute('find', file.find);
  if (file.preview) {
    viewer.setAttribute('preview', file.preview.url);
    viewer.setAttribute('preview-size', `${file.preview.width}x${file.preview.height}`);
    if (file.preview.text) viewer.setAttribute('preview-text', file.preview.text);
  }
  viewer.setAttribute('open', '');
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    onClosed();
  };
  viewer.addEventListener('edu-viewer-close', close);
  const observer = new MutationObserver(() => {
    if (!viewer.hasAttribute('open')) close();
  });
  observer.observe(viewer, { attributes: true, attributeFilter: ['open'] });
  slot.append(viewer);
  return () => {
    closed = true;
    observer.disconnect();
    viewer.removeEventListener('edu-viewer-close', close);
    viewer.remove();
  };
}
