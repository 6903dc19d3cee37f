import { StrokeIcon } from '../lib/stroke-icon.tsx';

/** Stroke icons for the viewer toolbar (decorative: buttons carry their own labels). */
const paths = {
  more: 'M4 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M10.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M17 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  close: 'M6 6l12 12M18 6L6 18',
  zoomIn: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM21 21l-5-5M11 8v6M8 11h6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM21 21l-5-5M8 11h6',
  rotate: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  previous: 'M15 6l-6 6l6 6',
  next: 'M9 6l6 6l-6 6',
  /** Find in the document: a magnifier; up and down step through the matches. */
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM21 21l-5-5',
  up: 'M6 15l6-6l6 6',
  down: 'M6 9l6 6l6-6',
  reset: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5',
  print: 'M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M7 14h10v6H7z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  file: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5',
  image: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM4 16l5-5l4 4l3-3l4 4M15.5 8.5h.01',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z',
  /** A window with a column at its start: the side panel (mirrored right to left by its CSS). */
  sidebar: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM9 4v16',
  alert: 'M12 9v4M12 17h.01M10.3 4.3L2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <StrokeIcon size={size} className="mv-icon">
      <path d={paths[name]} />
    </StrokeIcon>
  );
}
