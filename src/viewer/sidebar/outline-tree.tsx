import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { safeUrl } from '../../lib/safe-url.ts';
import { Icon } from '../icons.tsx';
import { viewerMessages } from '../messages.ts';
import type { ViewerLinkService } from '../pdf/link-service.ts';
import {
  currentOutlineKey,
  expandedByDefault,
  outlineDepth,
  outlineTitle,
  shownOutlineKey,
  type OutlinePlace,
} from './sidebar-rules.ts';

/** An outline entry as pdf.js reads it (the fields the panel uses). */
export interface OutlineNode {
  title: string;
  bold?: boolean;
  italic?: boolean;
  dest: string | unknown[] | null;
  /** A web address pdf.js found valid; `unsafeUrl` (never used) is the raw one. */
  url: string | null;
  /** A named action (NextPage, PrevPage, FirstPage, LastPage). */
  action?: string | null;
  items: OutlineNode[];
}

/** Outlines up to this many entries mark the entry of the page shown (each entry's page is looked up once). */
const MARK_CURRENT_MAX_ENTRIES = 1000;

interface Props {
  items: readonly OutlineNode[];
  page: number;
  linkService: ViewerLinkService;
  onPicked: () => void;
}

/** Every entry with its key ("0.2.1"), in reading order. */
function flatten(items: readonly OutlineNode[], prefix = ''): { key: string; node: OutlineNode }[] {
  return items.flatMap((node, i) => {
    const key = prefix ? `${prefix}.${i}` : String(i);
    return [{ key, node }, ...flatten(node.items ?? [], key)];
  });
}

/** The page each entry leads to, once looked up (null while looking, or for a long outline). */
function useOutlinePlaces(items: readonly OutlineNode[], linkService: ViewerLinkService): OutlinePlace[] | null {
  const [places, setPlaces] = useState<{ items: readonly OutlineNode[]; value: OutlinePlace[] } | null>(null);
  useEffect(() => {
    const entries = flatten(items);
    if (entries.length > MARK_CURRENT_MAX_ENTRIES) return;
    let live = true;
    Promise.all(
      entries.map(async ({ key, node }) => ({ key, page: node.dest ? await linkService.pageOfDestination(node.dest) : null })),
    ).then(
      (value) => live && setPlaces({ items, value }),
      () => undefined, // without pages the entries still work; only the mark is missing
    );
    return () => {
      live = false;
    };
  }, [items, linkService]);
  return places?.items === items ? places.value : null;
}

/**
 * The document's outline as nested lists: each entry takes the reader to its page (or opens its
 * web address in a new tab); entries with entries of their own show or hide them with a
 * disclosure button (top-level ones start open, deeper ones closed). The entry holding the
 * page shown is marked as the current location.
 */
export function OutlineTree({ items, page, linkService, onPicked }: Props) {
  // Keys whose open/closed state differs from their default.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const isExpanded = (key: string): boolean => expandedByDefault(key) !== toggled.has(key);
  const places = useOutlinePlaces(items, linkService);
  const current = useMemo(() => (places ? currentOutlineKey(places, page) : null), [places, page]);
  const marked = shownOutlineKey(current, isExpanded);
  const toggle = (key: string): void =>
    setToggled((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="sb-scroller sb-outline">
      <OutlineLevel items={items} prefix="" tree={{ isExpanded, onToggle: toggle, marked, linkService, onPicked }} />
    </div>
  );
}

/** What every level of the tree shares: which entries are open, the marked one, and where a pick goes. */
interface TreeState {
  isExpanded: (key: string) => boolean;
  onToggle: (key: string) => void;
  marked: string | null;
  linkService: ViewerLinkService;
  onPicked: () => void;
}

function OutlineLevel({ items, prefix, tree }: { items: readonly OutlineNode[]; prefix: string; tree: TreeState }) {
  return (
    <ul className="sb-outline__list">
      {items.map((node, i) => {
        const key = prefix ? `${prefix}.${i}` : String(i);
        return <OutlineItem key={key} entryKey={key} node={node} tree={tree} />;
      })}
    </ul>
  );
}

function OutlineItem({ entryKey, node, tree }: { entryKey: string; node: OutlineNode; tree: TreeState }) {
  const { isExpanded, onToggle, marked, linkService, onPicked } = tree;
  const m = useMessages(viewerMessages);
  const title = outlineTitle(node.title);
  const children = node.items ?? [];
  const open = children.length > 0 && isExpanded(entryKey);
  const depth = outlineDepth(entryKey);
  const style = { fontWeight: node.bold ? 700 : undefined, fontStyle: node.italic ? 'italic' : undefined };
  const current = marked === entryKey ? 'location' : undefined;
  const href = node.url ? safeUrl(node.url, document.baseURI) : null;
  const action = node.action;

  let entry;
  if (href) {
    entry = (
      <a
        className="sb-entry__link"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={title}
        style={style}
        aria-current={current}
      >
        {title}
      </a>
    );
  } else if (node.dest || action) {
    const go = (): void => {
      if (node.dest) void linkService.goToDestination(node.dest).then(onPicked);
      else if (action) {
        linkService.executeNamedAction(action);
        onPicked();
      }
    };
    entry = (
      <button type="button" className="sb-entry__link" title={title} style={style} aria-current={current} onClick={go}>
        {title}
      </button>
    );
  } else {
    entry = (
      <span className="sb-entry__link sb-entry__link--inert" title={title} style={style} aria-current={current}>
        {title}
      </span>
    );
  }

  return (
    <li>
      <div className="sb-entry" style={{ '--depth': depth } as CSSProperties}>
        {children.length > 0 ? (
          <button
            type="button"
            className="edu-icon-btn sb-entry__toggle"
            aria-expanded={open}
            aria-label={m.outlineSubentries(title)}
            onClick={() => onToggle(entryKey)}
          >
            <Icon name="next" size={16} />
          </button>
        ) : (
          <span className="sb-entry__toggle" aria-hidden="true" />
        )}
        {entry}
      </div>
      {open ? <OutlineLevel items={children} prefix={entryKey} tree={tree} /> : null}
    </li>
  );
}
