import { useRef, type TouchEvent } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { Icon, type IconName } from './icons.tsx';
import { learnerMessages } from './messages.ts';
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
  const m = useMessages(learnerMessages);
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
      aria-label={m.navLabel}
      part="sidebar"
      onTouchStart={drawer ? onTouchStart : undefined}
      onTouchEnd={drawer ? onTouchEnd : undefined}
    >
      {drawer && (
        <div className="sidebar__drawer-head">
          <h2 id={`${id}-title`} className="sidebar__drawer-title">
            {m.menu}
          </h2>
          <button type="button" className="icon-btn" aria-label={m.closeSidebar} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
      )}
      {SIDEBAR_GROUPS.map((group) => (
        <div key={group.id} className="sidebar__group">
          <h2 className="sidebar__heading" id={`${id}-my-${group.id}`}>
            {m.groups[group.id]}
          </h2>
          <ul aria-labelledby={`${id}-my-${group.id}`}>
            {group.items.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  className={item === active ? 'sidebar__item sidebar__item--active' : 'sidebar__item'}
                  aria-current={item === active ? 'page' : undefined}
                  data-autofocus={drawer && item === active ? '' : undefined}
                  onClick={() => onChoose(item)}
                  onPointerEnter={() => onIntent?.(item)}
                  onFocus={() => onIntent?.(item)}
                >
                  <Icon name={ITEM_ICON[item]} size={20} />
                  {m.sections[item]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
