import { useCallback, useEffect, useRef } from 'react';
import { showMaterialViewer, type ViewerFile } from './material-viewer-host.ts';
import { useNestedAttributes } from './nested-attributes.ts';

/**
 * Opens files in `<edu-material-viewer>` inside the slot, one at a time: a new opening or
 * unmounting takes the previous viewer away, and a viewer that closes itself goes too.
 */
export function useMaterialViewer(): {
  attachSlot: (node: HTMLElement | null) => void;
  open: (file: ViewerFile) => void;
} {
  const slot = useRef<HTMLElement | null>(null);
  const dispose = useRef<(() => void) | null>(null);
  const nested = useNestedAttributes();
  const inherited = useRef(nested);
  useEffect(() => {
    inherited.current = nested;
  });

  const closeCurrent = useCallback(() => {
    dispose.current?.();
    dispose.current = null;
  }, []);

  const open = useCallback(
    (file: ViewerFile) => {
      closeCurrent();
      const host = slot.current;
      if (!host) return;
      const remove = showMaterialViewer(
        host,
        file,
        () => {
          if (dispose.current === remove) closeCurrent();
        },
        inherited.current,
      );
      dispose.current = remove;
    },
    [closeCurrent],
  );

  useEffect(() => closeCurrent, [closeCurrent]);

  const attachSlot = useCallback((node: HTMLElement | null) => {
    slot.current = node;
  }, []);

  return { attachSlot, open };
}
