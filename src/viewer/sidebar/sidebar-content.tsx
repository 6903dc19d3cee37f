import { useId } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { useStyles } from '../../lib/use-styles.ts';
import { viewerMessages } from '../messages.ts';
import type { ViewerLinkService } from '../pdf/link-service.ts';
import type { PDFDocumentProxy } from '../pdf/pdf-runtime.ts';
import { OutlineTree, type OutlineNode } from './outline-tree.tsx';
import { TabList } from '../../lib/tab-list.tsx';
import { ThumbnailList } from './thumbnail-list.tsx';
import type { SidebarView } from './use-sidebar.ts';
import css from './sidebar-views.css?inline';
import { keyOf, useAsync } from '../../lib/use-async.ts';

/** The document the panel shows, and where the viewer is in it. */
export interface SidebarDocument {
  doc: PDFDocumentProxy;
  page: number;
  labels: readonly string[] | null;
  rotation: number;
  /** The viewer's page is drawn: thumbnails are drawn only then, never before it. */
  pageShown: boolean;
  linkService: ViewerLinkService;
}

export interface SidebarContentProps extends SidebarDocument {
  view: SidebarView;
  onView: (view: SidebarView) => void;
  onPage: (page: number) => void;
  /** An outline entry took the reader somewhere. */
  onPicked: () => void;
}

type Outline = { status: 'loading' | 'none' | 'failed' } | { status: 'ready'; items: OutlineNode[] };

/** The document's outline, as pdf.js reads it (none when the document has no entries). */
function useOutline(doc: PDFDocumentProxy): Outline {
  const r = useAsync(keyOf(doc), () => doc.getOutline());
  if (r.status === 'loading') return { status: 'loading' };
  if (r.status === 'error') return { status: 'failed' };
  return r.data?.length ? { status: 'ready', items: r.data as OutlineNode[] } : { status: 'none' };
}

/**
 * The panel's inside: the Thumbnails and Outline tabs when the document has an outline (one
 * that cannot be read says so in its tab), else the thumbnails alone.
 */
export function SidebarContent({
  doc,
  page,
  labels,
  rotation,
  pageShown,
  linkService,
  view,
  onView,
  onPage,
  onPicked,
}: SidebarContentProps) {
  useStyles(css);
  const m = useMessages(viewerMessages);
  const idPrefix = useId();
  const outline = useOutline(doc);
  const tabbed = outline.status === 'ready' || outline.status === 'failed';
  const shown: SidebarView = tabbed ? view : 'thumbnails';
  const thumbnails = (
    <ThumbnailList doc={doc} page={page} labels={labels} rotation={rotation} pageShown={pageShown} onPage={onPage} />
  );
  if (!tabbed) return <div className="sb-view">{thumbnails}</div>;
  return (
    <>
      <TabList
        classes={TAB_CLASSES}
        label={m.sidebarViews}
        idPrefix={idPrefix}
        tabs={[
          { id: 'thumbnails', label: m.thumbnails },
          { id: 'outline', label: m.outline },
        ]}
        active={shown}
        onChange={onView}
      />
      <div className="sb-view" role="tabpanel" id={`${idPrefix}-panel-${shown}`} aria-labelledby={`${idPrefix}-tab-${shown}`}>
        {shown === 'thumbnails' ? (
          thumbnails
        ) : outline.status === 'ready' ? (
          <OutlineTree items={outline.items} page={page} linkService={linkService} onPicked={onPicked} />
        ) : (
          <p className="sb-message" role="alert">
            {m.outlineFailed}
          </p>
        )}
      </div>
    </>
  );
}

const TAB_CLASSES = { list: 'sb-tabs', tab: 'sb-tab' };
