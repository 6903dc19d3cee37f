import type { ReactNode } from 'react';
import { StrokeIcon } from '../../../lib/stroke-icon.tsx';

/** Small stroke icons (decorative: always aria-hidden; the control carries the name). */
const PATHS = {
  back: <path d="M15 18l-6-6 6-6" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  book: <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 5v16M8 7h7" />,
  folder: <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />,
  clipboard: <path d="M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5" />,
  chart: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  camera: <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z" />,
  pencil: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  plus: <path d="M12 5v14M5 12h14" />,
  eye: <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />,
  eyeOff: (
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
  ),
  pdf: <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h6M9 17h4" />,
  image: <path d="M4 4h16v16H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5a1.5 1.5 0 1 0 0-.01" />,
  document: <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 12h6M9 15h6M9 18h4" />,
  slides: <path d="M3 4h18v12H3zM12 16v4M8 20h8M7 12l3-3 3 2 4-4" />,
  video: <path d="M3 6h13v12H3zM16 10l5-3v10l-5-3" />,
  file: <path d="M6 2h9l5 5v15H6zM14 2v6h6" />,
  flame: <path d="M12 22c4 0 7-2.7 7-6.5 0-4-3-6.5-4-9.5-1.5 2-2 3.5-2 5-1.5-1-3-3-3-6C7 7 5 10.5 5 15.5 5 19.3 8 22 12 22z" />,
  award: <path d="M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14L7 22l5-3 5 3-1.5-8" />,
  target: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01" />,
  check: <path d="M5 12l5 5 9-10" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  play: <path d="M8 5l11 7-11 7z" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

/** Icons that point along the line (back, forward): they turn round in right-to-left text. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set<IconName>(['back', 'arrowRight']);

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const classes = [className, DIRECTIONAL.has(name) ? 'icon--directional' : undefined].filter(Boolean).join(' ');
  return (
    <StrokeIcon size={size} className={classes || undefined}>
      {PATHS[name]}
    </StrokeIcon>
  );
}
