import { useEffect, useRef } from 'react';

export interface ViewerFile {
  src: string;
  name: string;
  type?: string;
}

/**
 * Shows `file` in an `<edu-material-viewer>` (the page's element, used by its tag only), a fresh
 * one per file; `onClose` runs when the viewer reports closing or loses its `open` attribute.
 */
export function ViewerHost({ file, onClose }: { file: ViewerFile | null; onClose: () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const host = slot.current;
    if (!host || !file) return;
    const viewer = document.createElement('edu-material-viewer');
    viewer.setAttribute('src', file.src);
    viewer.setAttribute('name', file.name);
    if (file.type) viewer.setAttribute('type', file.type);
    viewer.setAttribute('open', '');
    const onViewerClose = (): void => close.current();
    viewer.addEventListener('edu-viewer-close', onViewerClose);
    const observer = new MutationObserver(() => {
      if (!viewer.hasAttribute('open')) onViewerClose();
    });
    observer.observe(viewer, { attributes: true, attributeFilter: ['open'] });
    host.append(viewer);
    return () => {
      observer.disconnect();
      viewer.removeEventListener('edu-viewer-close', onViewerClose);
      viewer.remove();
    };
  }, [file]);
  return <div ref={slot} className="pv-viewer-slot" />;
}
