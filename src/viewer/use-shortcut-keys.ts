import { useEffect, type RefObject } from 'react';

/** A viewer's own shortcut keys; return true when the key was used. */
export type ShortcutHandler = (key: string, event: KeyboardEvent) => boolean;

/**
 * The active viewer's shortcut keys while the viewer is open. Heard on the document, so they
 * keep working when the focused button goes away; text fields and modified keys keep theirs,
 * and Escape in a text field only leaves the field.
 */
export function useShortcutKeys(shortcuts: RefObject<ShortcutHandler | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.composedPath()[0];
      if (isTextEntry(target)) {
        // Escape in a field leaves the field; the next one closes the viewer.
        if (e.key === 'Escape') {
          e.preventDefault();
          (target as HTMLElement).blur();
        }
        return;
      }
      if (shortcuts.current?.(e.key, e)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts]);
}

/** Text entry controls keep their keys: viewer shortcuts must not steal them. */
function isTextEntry(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
  return false;
}
