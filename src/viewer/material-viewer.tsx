import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { useElement } from '../lib/element-context.tsx';
import { ModalDialog } from '../lib/overlay/modal-dialog.tsx';
import { adoptStyles } from '../lib/stylesheets.ts';
import { $config } from '../stores/config.ts';
import { detectFileKind } from './file-type.ts';
import { ImageViewer } from './image/image-viewer.tsx';
import { PdfViewer } from './pdf/pdf-viewer.tsx';
import type { PagePreview } from './pdf/pdf-preview.tsx';
import { safeDocumentUrl } from './safe-url.ts';
import { UnsupportedPanel } from './unsupported-panel.tsx';
import { useShortcutKeys, type ShortcutHandler } from './use-shortcut-keys.ts';
import styles from './material-viewer.css?inline';

export { styles };

export interface MaterialViewerProps {
  open: boolean;
  /** The file's URL (http(s), blob: or relative to the page). */
  src?: string;
  /** The file name: the title, the download name, and the extension when `type` is missing. */
  name?: string;
  /** The MIME type. */
  type?: string;
  /** Where pdf.js's worker and resources are served; default `configure({ pdfAssetsBase })`, else our build. */
  pdfAssetsBase?: string;
  /** Send cookies with the PDF requests (cross-origin files behind a login). */
  withCredentials?: boolean;
  /** A PDF's page to open at (1-based). */
  page?: number;
  /** Text to find in a PDF from `page` on: the find bar opens with it, its first match selected. */
  find?: string;
  /** A stored picture of page 1 of a PDF, shown until pdf.js draws the page. */
  preview?: PagePreview;
  onClose: () => void;
}

/**
 * The material viewer: a full-screen dialog of the overlay kit showing the PDF viewer, the
 * image viewer or the unsupported-file panel, chosen by the file's type. Escape, a backdrop click and the close buttons close it.
 * Usable inside any element (it adopts its own CSS into that element's shadow root).
 */
export function MaterialViewer(props: MaterialViewerProps) {
  const { root } = useElement();
  adoptStyles(root, styles);
  // A viewer opened by the user slides in; one already open as its page loads is simply there
  // (an entrance animation at load would only compete with loading the document).
  const [animate, setAnimate] = useState(!props.open);
  if (!props.open && !animate) setAnimate(true);
  return props.open ? <ViewerDialog {...props} animate={animate} /> : null;
}

/**
 * Focus on opening: a field that asks for it (the password), else the toolbar's first control
 * (so Tab goes through the toolbar before the pages), else the close button.
 */
const INITIAL_FOCUS = ['[data-autofocus]', '.mv-header :is(button:enabled, select:enabled, a[href])', '[data-close]'];

function ViewerDialog({
  src,
  name,
  type,
  pdfAssetsBase,
  withCredentials = false,
  page,
  find,
  preview,
  onClose,
  animate,
}: MaterialViewerProps & { animate: boolean }) {
  const shortcutsRef = useRef<ShortcutHandler | null>(null);
  const config = useStore($config);
  useShortcutKeys(shortcutsRef);
  const titleId = useId();
  const kind = detectFileKind(type, name, src);
  const url = safeDocumentUrl(src);
  const assetsBase = pdfAssetsBase || config.pdfAssetsBase;
  const common = { url, name, titleId, onClose, shortcutsRef };

  return (
    <ModalDialog
      open
      className={`mv-panel mv-panel--${kind}${animate ? ' mv-panel--enter' : ''}`}
      part="viewer dialog"
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={INITIAL_FOCUS}
    >
      {kind === 'pdf' ? (
        <PdfViewer
          key={`${url}|${withCredentials}|${assetsBase}`}
          {...common}
          withCredentials={withCredentials}
          assetsBase={assetsBase}
          page={page}
          find={find}
          preview={preview}
        />
      ) : kind === 'image' ? (
        <ImageViewer key={url} {...common} />
      ) : (
        <UnsupportedPanel {...common} type={type} />
      )}
    </ModalDialog>
  );
}
