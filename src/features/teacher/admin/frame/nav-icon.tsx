import type { AdminSection } from './nav-items.ts';

const PATHS: Record<AdminSection, string> = {
  pending: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2M17 14v3l2 1M17 21a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  classes: 'M3 6l9-3 9 3-9 3zM7 8v5c0 1.7 2.2 3 5 3s5-1.3 5-3V8M21 6v6',
  teachers: 'M4 4h16v10H4zM8 18h8M12 14v4M8 9h5',
  students:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M19 14.5a6 6 0 0 1 3 5.2V21',
  links: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

/** Outline icon of a navigation item (decorative: the label names the item). */
export function NavIcon({ section }: { section: AdminSection }) {
  return (
    <svg className="nav__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[section]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
