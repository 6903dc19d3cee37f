import type { RefObject } from 'react';
import type { ShortcutHandler } from './use-shortcut-keys.ts';

/** What the dialog hands each viewer. */
export interface ViewerProps {
  /** The checked document URL (http(s) or blob:), or null when there is none. */
  url: string | null;
  name?: string;
  /** Id for the dialog's accessible name (the viewer's title). */
  titleId: string;
  onClose: () => void;
  /** The viewer puts its shortcut keys here; the dialog calls it on keydown. */
  shortcutsRef: RefObject<ShortcutHandler | null>;
}
