import { useRef, type TouchEvent } from 'react';
import { Icon, type IconName } from './icons.tsx';
import type { SectionId } from './model.ts';
import { isCloseSwipe, SIDEBAR_GROUPS } from './sections.ts';

const ITEM_ICON: Record<SectionId, IconName> = {
  syllabus: 'book',
  material: 'folder',
  test: 'clipboard',
  progress: 'chart',
  profile: 'user',
};

interface Props {
  id: string;
  active: SectionId;
  onChoose: (id: SectionId) => void;
  /** The pointer or focus reached an item: a chance to fetch its section before the click. */
  onIntent?: (id: SectionId) => void;
  /** Mobile and tablet: inside the slide-in drawer; desktop: a 280 px column. */
  drawer: boolean;
  onClose: () => void;
}

/**
 * The section navigation. In the drawer it has a title and a close button, its current
 * item takes focus when the drawer opens, and a swipe longer than 50 px closes it.
 */
export function Sidebar({ id, active, onChoose, onIntent, drawer, onClose }: Props) {
  const startX = useRef<number | null>(null);

  const onTouchStart = (e: TouchEvent): void => {
    startX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent): void => {
    const endX = e.changedTouches[0]?.clientX;
    if (drawer && startX.current !== null && endX !== undefined && isCloseSwipe(startX.current, endX)) onClose();
    startX.current = null;
  };

  return (
    <nav
      id={id}
      className={drawer ? 'sidebar sidebar--drawer' : 'sidebar'}
      aria-label="Learner dashboard"
      part="sidebar"
      onTouchStart={drawer ? onTouchStart : undefined}
      onTouchEnd={drawer ? onTouchEnd : undefined}
    >
      {drawer && (
        <div className="sidebar__drawer-head">
          <h2 id={`${id}-title`} className="sidebar__drawer-title">
            Menu
          </h2>
          <button type="button" className="icon-btn" aria-label="Close sidebar" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
      )}
      {SIDEBAR_GROUPS.map((group) => (
        <div key={group.label} className="sidebar__group">
          <h2 className="sidebar__heading" id={`${id}-${group.label.replace(/\s+/g, '-').toLowerCase()}`}>
            {group.label}
          </h2>
          <ul aria-labelledby={`${id}-${group.label.replace(/\s+/g, '-').toLowerCase()}`}>
            {group.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={item.id === active ? 'sidebar__item sidebar__item--active' : 'sidebar__item'}
                  aria-current={item.id === active ? 'page' : undefined}
                  data-autofocus={drawer && item.id === active ? '' : undefined}
                  onClick={() => onChoose(item.id)}
                  onPointerEnter={() => onIntent?.(item.id)}
                  onFocus={() => onIntent?.(item.id)}
                >
                  <Icon name={ITEM_ICON[item.id]} size={20} />
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
