import { useRef, type KeyboardEvent } from 'react';
import { useLanguage, useMessages } from '../../lib/i18n/use-language.ts';
import { parentsMessages } from './messages.ts';

export interface ChildTab {
  id: string;
  label: string;
}

export const tabId = (studentId: string): string => `pv-tab-${studentId}`;
export const panelId = (studentId: string): string => `pv-panel-${studentId}`;

interface Props {
  tabs: readonly ChildTab[];
  selected: string;
  onSelect: (studentId: string) => void;
}

/**
 * One tab per child; arrow keys, Home and End move between them (and show that child). The
 * arrows follow the reading direction: right to left, the right arrow goes to the previous tab.
 */
export function ChildTabs({ tabs, selected, onSelect }: Props) {
  const m = useMessages(parentsMessages);
  const { dir } = useLanguage();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const last = tabs.length - 1;
    const [forward, back] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const next =
      e.key === forward
        ? index === last
          ? 0
          : index + 1
        : e.key === back
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id);
    buttons.current.get(id)?.focus();
  };
  return (
    <div className="pv-tabs" role="tablist" aria-label={m.yourChildren}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            if (el) buttons.current.set(t.id, el);
            else buttons.current.delete(t.id);
          }}
          type="button"
          role="tab"
          id={tabId(t.id)}
          className="pv-tab"
          aria-selected={t.id === selected}
          aria-controls={panelId(t.id)}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
