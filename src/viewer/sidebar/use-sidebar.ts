import { useCallback, useId, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useElementWidth } from '../use-element-size.ts';
import { sidebarOpensAt, sidebarOverlaysAt } from './sidebar-rules.ts';

export type SidebarView = 'thumbnails' | 'outline';

export interface Sidebar {
  /** The panel is shown. */
  open: boolean;
  /** The panel lies over the page (a narrow viewer) rather than beside it. */
  overlay: boolean;
  /** The panel's id, for the toggle's aria-controls. */
  panelId: string;
  view: SidebarView;
  setView: (view: SidebarView) => void;
  toggle: () => void;
  close: () => void;
  /** Ref for the viewer body holding the panel and the page: its width decides the defaults. */
  setBody: (el: HTMLElement | null) => void;
}

/**
 * The side panel's state: open by default on a wide viewer and closed on a narrow one until the
 * reader chooses; beside the page when there is room, over it otherwise.
 */
export function useSidebar(): Sidebar {
  const panelId = `${useId()}sidebar`;
  const [body, setBody] = useState<HTMLElement | null>(null);
  const measured = useElementWidth(body);
  // The body's width read in the first frame, before layout: the panel is then in place when
  // the page's area is first measured, so page 1 is drawn once, at its final width.
  const [early, setEarly] = useState(0);
  useLayoutEffect(() => {
    if (!body) return;
    const frame = requestAnimationFrame(() => flushSync(() => setEarly(body.clientWidth)));
    return () => cancelAnimationFrame(frame);
  }, [body]);
  const width = measured || early;
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [view, setView] = useState<SidebarView>('thumbnails');
  const open = width > 0 && (chosen ?? sidebarOpensAt(width));
  const toggle = useCallback(() => setChosen(!open), [open]);
  const close = useCallback(() => setChosen(false), []);
  return { open, overlay: sidebarOverlaysAt(width), panelId, view, setView, toggle, close, setBody };
}
