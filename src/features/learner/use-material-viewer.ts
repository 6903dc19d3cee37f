import { useCallback, useEffect, useRef } from 'react';

export interface ViewerFile {
  src: string;
  name: string;
  type?: string;
}

/** The viewer reports closing with this event (and by removing its `open` attribute). */
const CLOSE_EVENTS = ['edu-viewer-close'] as const;

/**
 * Opens `<edu-material-viewer src name type open>` as a host page would: a fresh element
 * per opening (so it never depends on how the viewer resets itself), appended into our
 * own tree and removed when it reports closing or when `open` goes away, or on unmount.
 * The viewer's code is never imported here: only its tag is used.
 */
export function useMaterialViewer(): {
  attachSlot: (node: HTMLElement | null) => void;
  open: (file: ViewerFile) => void;
} {
  const slot = useRef<HTMLElement | null>(null);
  const current = useRef<{ el: HTMLElement; dispose: () => void } | null>(null);

  const closeCurrent = useCallback(() => {
    current.current?.dispose();
    current.current = null;
  }, []);

  const open = useCallback(
    (file: ViewerFile) => {
      closeCurrent();
      const host = slot.current;
      if (!host) return;
      const el = document.createElement('edu-material-viewer');
      el.setAttribute('src', file.src);
      el.setAttribute('name', file.name);
      if (file.type) el.setAttribute('type', file.type);
      el.setAttribute('open', '');
      const onClose = (): void => {
        if (current.current?.el === el) closeCurrent();
      };
      for (const type of CLOSE_EVENTS) el.addEventListener(type, onClose);
      const observer = new MutationObserver(() => {
        if (!el.hasAttribute('open')) onClose();
      });
      observer.observe(el, { attributes: true, attributeFilter: ['open'] });
      host.append(el);
      current.current = {
        el,
        dispose: () => {
          observer.disconnect();
          for (const type of CLOSE_EVENTS) el.removeEventListener(type, onClose);
          el.remove();
        },
      };
    },
    [closeCurrent],
  );

  useEffect(() => closeCurrent, [closeCurrent]);

  const attachSlot = useCallback((node: HTMLElement | null) => {
    slot.current = node;
  }, []);

  return { attachSlot, open };
}
