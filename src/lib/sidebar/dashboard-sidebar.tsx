import { useRef, type ReactNode, type TouchEvent } from 'react';
import { LazyDrawer } from '../overlay/lazy-drawer.ts';
import { useStyles } from '../use-styles.ts';
import { drawerLabelId, groupHeadingId, isCloseSwipe } from './sidebar-rules.ts';
import css from './dashboard-sidebar.css?inline';

export interface SidebarItem<Id extends string> {
  id: Id;
  label: string;
  /** A 20 px decorative icon (aria-hidden): the label names the item. */
  icon: ReactNode;
}

export interface SidebarGroup<Id extends string> {
  id: string;
  /** The group's visible heading; its list is labelled by it. */
  heading: string;
  items: readonly SidebarItem<Id>[];
}

/** The navigation's state and choices, as a dashboard's wiring gives them (see useDashboardNav). */
export interface SidebarState<Id extends string> {
  /** The item shown now (aria-current="page"). */
  current: Id;
  onChoose: (id: Id) => void;
  /** The pointer or focus reached an item: a chance to load its section before the click. */
  onIntent?: (id: Id) => void;
  /** Narrow layouts: the navigation sits in a drawer, shown while `open`; wide: a sticky column. */
  drawer: boolean;
  open: boolean;
  /** The drawer's close button, Escape, the dimmed page or a swipe. */
  onClose: () => void;
}

export interface DashboardSidebarProps<Id extends string> extends SidebarState<Id> {
  /** The navigation's id (a menu button's aria-controls names it). */
  id: string;
  /** The navigation landmark's name. */
  label: string;
  groups: readonly SidebarGroup<Id>[];
  /** The drawer's close button's name. */
  closeLabel: string;
  /** The drawer's visible title; without one, the first group's heading (else `label`) names the drawer. */
  drawerTitle?: string;
  /** Below the items (who is signed in, say). */
  footer?: ReactNode;
}

/**
 * The dashboards' section navigation: a nav landmark of grouped items, the current one marked
 * with aria-current. Wide, a sticky column beside the content; narrow, the same navigation in a
 * modal drawer with a close button, whose current item takes focus as it opens and which a
 * swipe longer than 50 px closes.
 */
export function DashboardSidebar<Id extends string>(props: DashboardSidebarProps<Id>) {
  const { id, label, groups, drawer, open, onClose } = props;
  useStyles(css);
  if (!drawer) return <SidebarNav {...props} />;
  // The drawer always has a name: with no title and no group heading, the navigation's label shows as its title.
  const drawerTitle = props.drawerTitle ?? (groups.length === 0 ? label : undefined);
  return (
    <LazyDrawer open={open} onClose={onClose} labelledBy={drawerLabelId(id, drawerTitle !== undefined, groups[0]?.id ?? '')}>
      <SidebarNav {...props} drawerTitle={drawerTitle} />
    </LazyDrawer>
  );
}

function SidebarNav<Id extends string>({
  id,
  label,
  groups,
  current,
  onChoose,
  onIntent,
  drawer,
  onClose,
  closeLabel,
  drawerTitle,
  footer,
}: DashboardSidebarProps<Id>) {
  const startX = useRef<number | null>(null);

  const onTouchStart = (e: TouchEvent): void => {
    startX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent): void => {
    const endX = e.changedTouches[0]?.clientX;
    if (startX.current !== null && endX !== undefined && isCloseSwipe(startX.current, endX)) onClose();
    startX.current = null;
  };

  return (
    <nav
      id={id}
      className={drawer ? 'edu-sidebar edu-sidebar--drawer' : 'edu-sidebar'}
      aria-label={label}
      part="sidebar"
      onTouchStart={drawer ? onTouchStart : undefined}
      onTouchEnd={drawer ? onTouchEnd : undefined}
    >
      {drawer && (
        <div className="edu-sidebar__drawer-head">
          {drawerTitle !== undefined && (
            <h2 id={`${id}-title`} className="edu-sidebar__drawer-title">
              {drawerTitle}
            </h2>
          )}
          <button type="button" className="edu-sidebar__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
      {groups.map((group) => (
        <div key={group.id} className="edu-sidebar__group">
          <h2 id={groupHeadingId(id, group.id)} className="edu-sidebar__heading">
            {group.heading}
          </h2>
          <ul className="edu-sidebar__list" aria-labelledby={groupHeadingId(id, group.id)}>
            {group.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="edu-sidebar__item"
                  aria-current={item.id === current ? 'page' : undefined}
                  data-autofocus={drawer && item.id === current ? '' : undefined}
                  onClick={() => onChoose(item.id)}
                  onPointerEnter={() => onIntent?.(item.id)}
                  onFocus={() => onIntent?.(item.id)}
                >
                  <span className="edu-sidebar__icon">{item.icon}</span>
                  <span className="edu-sidebar__label">{item.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {footer !== undefined && <div className="edu-sidebar__footer">{footer}</div>}
    </nav>
  );
}
