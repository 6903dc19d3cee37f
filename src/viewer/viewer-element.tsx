import { useCallback, useSyncExternalStore } from 'react';
import { useElement } from '../lib/element-context.tsx';
import { MaterialViewer, styles } from './material-viewer.tsx';
import { pagePreview } from './pdf/pdf-preview.tsx';
import { booleanAttribute } from '../lib/boolean-attribute.ts';
import { useFileAccess } from './use-file-access.ts';
import { sendsCookieTo } from '../lib/api/file-access.ts';

export { styles };

export interface MaterialViewerElementProps {
  src?: string;
  name?: string;
  type?: string;
  open?: boolean;
  pdfAssetsBase?: string;
  withCredentials?: boolean;
  page?: number;
  find?: string;
  preview?: string;
  previewSize?: string;
  previewText?: string;
}

function useHostAttribute(host: HTMLElement, name: string): string | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      const observer = new MutationObserver(notify);
      observer.observe(host, { attributes: true, attributeFilter: [name] });
      return () => observer.disconnect();
    },
    [host, name],
  );
  return useSyncExternalStore(subscribe, () => host.getAttribute(name));
}

/**
 * <edu-material-viewer>: the viewer as a standalone element. Closing removes its `open`
 * attribute (like <dialog>) and dispatches `edu-viewer-close`.
 */
export default function MaterialViewerElement(props: MaterialViewerElementProps) {
  const { host, emit, apiBase } = useElement();
  // Read the attributes themselves: `open` with an empty value must mean open.
  const openAttr = useHostAttribute(host, 'open');
  const credentialsAttr = useHostAttribute(host, 'with-credentials');
  const open = booleanAttribute(openAttr);
  // On a token page, the server's files open through a signed link (no request goes without it);
  // on a page signed in by the server's cookie from another origin, with that cookie.
  const files = useFileAccess({ src: props.src, preview: props.preview, previewText: props.previewText }, apiBase);
  const withCredentials = booleanAttribute(credentialsAttr) || sendsCookieTo(files?.src, apiBase);

  const close = () => {
    // The `open` property is the attribute's presence, so removing it closes in both cases.
    host.removeAttribute('open');
    emit('edu-viewer-close', {});
  };

  return (
    <MaterialViewer
      open={open && files !== undefined}
      src={files?.src}
      name={props.name}
      type={props.type}
      pdfAssetsBase={props.pdfAssetsBase}
      withCredentials={withCredentials}
      page={props.page}
      find={props.find}
      preview={pagePreview(files?.preview, props.previewSize, files?.previewText)}
      onClose={close}
    />
  );
}
