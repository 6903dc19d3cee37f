import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useElement } from './element-context.tsx';
import type { EduEventDetails } from './events.ts';
import { useMessages } from './i18n/use-language.ts';
import { lazyComponent } from './lazy-component.tsx';
import { leavesPage } from './leave-rules.ts';
import { libMessages } from './messages.ts';
import type { ConfirmLeave } from './section-route.ts';
import { unsavedWorkOf } from './unsaved-work.ts';

interface Pending {
  what: readonly string[];
  proceed: () => void;
  stay: () => void;
}

/**
 * Asks about some unsaved work (its sentences) before a change inside a part that would drop it
 * (another day of an attendance sheet): `proceed` at once when `what` is empty, else once the
 * person chose Leave. Provided by the element that renders the guard's dialog.
 */
export type AskBeforeLeaving = (what: readonly string[], proceed: () => void, stay: () => void) => void;

const AskContext = createContext<AskBeforeLeaving>((_what, proceed) => proceed());
export const AskBeforeLeavingProvider = AskContext.Provider;
export const useAskBeforeLeaving = (): AskBeforeLeaving => useContext(AskContext);

// The question is a chunk of its own, fetched as soon as some work is unsaved.
const LeaveDialog = lazyComponent(async () => (await import('./leave-dialog.tsx')).LeaveDialog);

/** Navigation events sent again after the person chose Leave: the guard lets them through. */
const letThrough = new WeakSet<Event>();

/**
 * The element's guard over its unsaved work (see useUnsavedWork). `confirmLeave` goes on at
 * once when nothing is unsaved, else after the person chose Leave in `dialog` (render it
 * once in the element). While work is unsaved, a reload or closing the tab asks the browser's
 * own question, and a link in any element (`edu-navigate`) is held until the person chose:
 * Leave sends it again, so the host routes it, or the browser follows it when no host does.
 */
export function useLeaveGuard(): { confirmLeave: ConfirmLeave; ask: AskBeforeLeaving; dialog: ReactNode } {
  const { host } = useElement();
  const m = useMessages(libMessages);
  const store = unsavedWorkOf(host);
  const dirty = Object.keys(useStore(store)).length > 0;
  const [pending, setPending] = useState<Pending | null>(null);

  const ask = useCallback<AskBeforeLeaving>((what, proceed, stay) => {
    if (what.length === 0) proceed();
    else setPending({ what, proceed, stay });
  }, []);
  const confirmLeave = useCallback<ConfirmLeave>((proceed, stay) => ask(Object.values(store.get()), proceed, stay), [ask, store]);

  useEffect(() => {
    if (!dirty) return;
    LeaveDialog.preload().catch(() => undefined);
    const onBeforeUnload = (e: BeforeUnloadEvent): void => {
      e.preventDefault();
      e.returnValue = m.leave.title; // browsers that predate preventDefault() here
    };
    const onNavigate = (event: Event): void => {
      const e = event as CustomEvent<EduEventDetails['edu-navigate']>;
      const path = e.detail?.path;
      if (letThrough.has(e) || typeof path !== 'string' || !leavesPage(path, location)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const origin = e.composedPath()[0];
      confirmLeave(
        () => {
          const again = new CustomEvent('edu-navigate', { detail: { path }, bubbles: true, composed: true, cancelable: true });
          letThrough.add(again);
          const from = origin instanceof Node && origin.isConnected ? origin : host.isConnected ? host : document;
          if (from.dispatchEvent(again)) location.assign(path);
        },
        () => undefined,
      );
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture on window: before any host listener routes the link.
    window.addEventListener('edu-navigate', onNavigate, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('edu-navigate', onNavigate, true);
    };
  }, [dirty, confirmLeave, host, m]);

  const dialog = pending ? (
    <LeaveDialog
      what={pending.what}
      onStay={() => {
        setPending(null);
        pending.stay();
      }}
      onLeave={() => {
        setPending(null);
        pending.proceed();
      }}
    />
  ) : null;
  return { confirmLeave, ask, dialog };
}
