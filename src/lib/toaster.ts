import { atom, type ReadableAtom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface Toaster {
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
}

/** How long each kind stays on screen, in ms (loading stays until replaced). */
export const TOAST_DURATION: Record<ToastKind, number> = {
  success: 4000,
  info: 4000,
  warning: 5000,
  error: 6000,
  loading: Infinity,
};

let nextId = 1;

/** One toaster per element instance: its toasts render inside that element's shadow root. */
export function createToaster(): Toaster {
  const $toasts = atom<Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const schedule = (id: number, kind: ToastKind, duration = TOAST_DURATION[kind]): void => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (Number.isFinite(duration)) timers.set(id, setTimeout(() => dismiss(id), duration));
  };
  const dismiss = (id: number): void => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    $toasts.set($toasts.get().filter((t) => t.id !== id));
  };
  const show = (kind: ToastKind, message: string, options?: { duration?: number }): number => {
    const id = nextId++;
    $toasts.set([...$toasts.get(), { id, kind, message }]);
    schedule(id, kind, options?.duration);
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
      $toasts.set($toasts.get().map((t) => (t.id === id ? { id, kind, message } : t)));
      schedule(id, kind);
    },
    dismiss,
  };
}
