import { useRef, type KeyboardEvent } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs.
 * Panels use ids `${idBase}-panel-${key}` and are rendered by the caller.
 */
export function SectionTabs<K extends string>({
  tabs,
  active,
  onChange,
  idBase,
  label,
}: {
  tabs: readonly TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
  idBase: string;
  label: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const i = tabs.findIndex((t) => t.key === active);
    const next =
      e.key === 'ArrowRight' ? (i + 1) % tabs.length
        : e.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length
          : e.key === 'Home' ? 0
            : e.key === 'End' ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const key = tabs[next]!.key;
    onChange(key);
    refs.current[key]?.focus();
  };
  return (
    <div className="tt-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.key}
          ref={(el) => {
            refs.current[t.key] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${t.key}`}
          aria-controls={`${idBase}-panel-${t.key}`}
          aria-selected={t.key === active}
          tabIndex={t.key === active ? 0 : -1}
          className="tt-tabs__tab"
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
