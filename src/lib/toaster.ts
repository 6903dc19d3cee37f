import { atom, type ReadableAtom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface Toaster {
  /** The toasts on screen, oldest first (at most MAX_VISIBLE_TOASTS; the rest wait their turn). */
  readonly $toasts: ReadableAtom<Toast[]>;
  show(kind: ToastKind, message: string, options?: { duration?: number }): number;
  success(message: string): number;
  error(message: string): number;
  warning(message: string): number;
  info(message: string): number;
  /** Stays until dismissed or updated to another kind. */
  loading(message: string): number;
  update(id: number, kind: ToastKind, message: string): void;
  dismiss(id: number): void;
  /** Holds a toast's timer while the pointer is over it or focus is in it; each hold is released by `release`. */
  hold(id: number): void;
  release(id: number): void;
}

/** How long each kind stays on screen, in ms: errors and loading stay until dismissed or replaced. */
export const TOAST_DURATION: Record<ToastKind, number> = {
  success: 4000,
  info: 4000,
  warning: 5000,
  error: Infinity,
  loading: Infinity,
};

/** At most this many toasts show at once; later ones wait, in order, until one goes. */
export const MAX_VISIBLE_TOASTS = 3;

interface Clock {
  /** Time left while the timer is held or not started. */
  left: number;
  handle?: ReturnType<typeof setTimeout>;
  endsAt?: number;
}

let nextId = 1;

/**
 * One toaster per element instance: its toasts render inside that element's shadow root. A
 * toast's time counts only while it is on screen and nobody holds it (hover or focus); a
 * waiting toast's time starts when it is shown.
 */
export function createToaster(): Toaster {
  const $toasts = atom<Toast[]>([]);
  let waiting: { toast: Toast; duration: number }[] = [];
  const clocks = new Map<number, Clock>();
  const holds = new Map<number, number>();

  const stop = (id: number): void => {
    const clock = clocks.get(id);
    if (clock?.handle === undefined) return;
    clearTimeout(clock.handle);
    clock.left = Math.max(0, clock.endsAt! - Date.now());
    clock.handle = clock.endsAt = undefined;
  };
  const run = (id: number): void => {
    const clock = clocks.get(id);
    if (!clock || clock.handle !== undefined || !Number.isFinite(clock.left) || (holds.get(id) ?? 0) > 0) return;
    clock.endsAt = Date.now() + clock.left;
    clock.handle = setTimeout(() => dismiss(id), clock.left);
  };
  const time = (id: number, duration: number): void => {
    stop(id);
    clocks.set(id, { left: duration });
    run(id);
  };
  const promote = (): void => {
    const shown = $toasts.get();
    if (shown.length >= MAX_VISIBLE_TOASTS || waiting.length === 0) return;
    const next = waiting.slice(0, MAX_VISIBLE_TOASTS - shown.length);
    waiting = waiting.slice(next.length);
    $toasts.set([...shown, ...next.map((w) => w.toast)]);
    for (const w of next) time(w.toast.id, w.duration);
  };
  const dismiss = (id: number): void => {
    stop(id);
    clocks.delete(id);
    holds.delete(id);
    waiting = waiting.filter((w) => w.toast.id !== id);
    $toasts.set($toasts.get().filter((t) => t.id !== id));
    promote();
  };
  const show = (kind: ToastKind, message: string, options?: { duration?: number }): number => {
    const id = nextId++;
    waiting.push({ toast: { id, kind, message }, duration: options?.duration ?? TOAST_DURATION[kind] });
    promote();
    return id;
  };
  return {
    $toasts,
    show,
    success: (m) => show('success', m),
    error: (m) => show('error', m),
    warning: (m) => show('warning', m),
    info: (m) => show('info', m),
    loading: (m) => show('loading', m),
    update(id, kind, message) {
      const queued = waiting.find((w) => w.toast.id === id);
      if (queued) {
        queued.toast = { id, kind, message };
        queued.duration = TOAST_DURATION[kind];
        return;
      }
      if (!$toasts.get().some((t) => t.id === id)) return;
      $toasts.set($toasts.get().map((t) => (t.id === id ? { id, kind, message } : t)));
      time(id, TOAST_DURATION[kind]);
    },
    dismiss,
    hold(id) {
      holds.set(id, (holds.get(id) ?? 0) + 1);
      stop(id);
    },
    release(id) {
      const n = (holds.get(id) ?? 0) - 1;
      if (n > 0) holds.set(id, n);
      else holds.delete(id);
      run(id);
    },
  };
}
