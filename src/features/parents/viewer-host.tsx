import { useEffect, useRef } from 'react';
import { showMaterialViewer, type ViewerFile } from '../../lib/material-viewer-host.ts';
import { useNestedAttributes } from '../../lib/nested-attributes.ts';

export type { ViewerFile };

/**
 * Shows `file` in an `<edu-material-viewer>`, a fresh one per file; `onClose` runs when the
 * viewer reports closing or loses its `open` attribute.
 */
export function ViewerHost({ file, onClose }: { file: ViewerFile | null; onClose: () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const nested = useNestedAttributes();
  const inherited = useRef(nested);
  useEffect(() => {
    close.current = onClose;
    inherited.current = nested;
  });
  useEffect(() => {
    const host = slot.current;
    if (!host || !file) return;
    return showMaterialViewer(host, file, () => close.current(), inherited.current);
  }, [file]);
  return <div ref={slot} className="pv-viewer-slot" />;
}
