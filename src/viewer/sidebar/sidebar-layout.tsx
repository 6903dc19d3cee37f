import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { useStyles } from '../../lib/use-styles.ts';
import { viewerMessages } from '../messages.ts';
import type { SidebarDocument } from './sidebar-content.tsx';
import type { Sidebar } from './use-sidebar.ts';
import css from './sidebar.css?inline';

// The panel's views (outline, virtualized thumbnails) come in a chunk of their own, fetched
// when the panel first shows a document.
const SidebarContent = lazyComponent(async () => (await import('./sidebar-content.tsx')).SidebarContent);

export interface SidebarLayoutProps {
  sidebar: Sidebar;
  /** The panel may show: not once the document failed to open. */
  available: boolean;
  /** The open document and where the viewer is; null until it has opened. */
  document: SidebarDocument | null;
  onPage: (page: number) => void;
  /** The page's scroll area, focused after a pick from the panel lying over it. */
  stage: HTMLElement | null;
  children: ReactNode;
}

/**
 * The viewer body: the side panel at the inline start (left, right in right-to-left languages)
 * and the page area beside it. On a narrow viewer the panel lies over the page, and closes
 * when the reader picks a page or an outline entry, taps the page or presses Escape.
 */
export function SidebarLayout({ sidebar, available, document, onPage, stage, children }: SidebarLayoutProps) {
  useStyles(css);
  const m = useMessages(viewerMessages);
  const { open, overlay, panelId, view, setView, close, setBody } = sidebar;
  const panel = useRef<HTMLElement>(null);
  const shown = open && available;
  const overlaid = shown && overlay;
  // The panel's code, outline and thumbnails wait for the first page with its text: they would
  // compete with it for pdf.js's worker and the main thread.
  const [started, setStarted] = useState(false);
  if (document?.pageShown && !started) setStarted(true);

  const picked = (): void => {
    if (!overlaid) return;
    close();
    stage?.focus({ preventScroll: true });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>): void => {
    if (e.key !== 'Escape' || !overlaid) return;
    e.preventDefault(); // the viewer stays open
    const root = panel.current?.getRootNode() as ParentNode | undefined;
    close();
    root?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panelId)}"]`)?.focus();
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>): void => {
    if (overlaid && !panel.current?.contains(e.target as Node)) close();
  };

  return (
    <div ref={setBody} className="sb-layout" onPointerDown={onPointerDown}>
      {shown ? (
        <aside
          ref={panel}
          id={panelId}
          className={overlaid ? 'sb-panel sb-panel--overlay' : 'sb-panel'}
          aria-label={m.sidebar}
          onKeyDown={onKeyDown}
        >
          {document && started ? (
            <SidebarContent
              {...document}
              view={view}
              onView={setView}
              onPage={(n) => {
                onPage(n);
                picked();
              }}
              onPicked={picked}
            />
          ) : null}
        </aside>
      ) : null}
      {children}
    </div>
  );
}
