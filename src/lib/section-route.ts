import { useCallback, useEffect, useRef, useState } from 'react';
import { useElement } from './element-context.tsx';
import {
  formatRoute,
  historyPosition,
  namesRoute,
  parseRoute,
  sameRoute,
  withPosition,
  type Routing,
  type SectionRoute,
} from './section-route-rules.ts';

export { routingMode, type Routing } from './section-route-rules.ts';

/** Asked before the place changes: call `proceed` to change it, `stay` to keep the current one. */
export type ConfirmLeave = (proceed: () => void, stay: () => void) => void;

export interface SectionRouteOptions<S extends string> {
  routing: Routing;
  /** The section ids a hash may name (a constant array). */
  sections: readonly S[];
  /** The section shown for an empty or unknown hash. */
  fallback: S;
  /** The unsaved-work guard, asked before a change (Back and Forward included). */
  confirm?: ConfirmLeave;
  /** Which changes ask the guard (default: every change). */
  asks?: (next: SectionRoute<S>, current: SectionRoute<S>) => boolean;
  /** Told after the shown place changed, by a choice or by Back/Forward. */
  onChange?: (next: SectionRoute<S>, previous: SectionRoute<S>) => void;
}

/**
 * A dashboard's section and tab. With `routing: 'hash'` they live in the URL hash: read when
 * the element starts, each choice pushes a history entry, and Back/Forward (or a hash typed
 * into the address bar) switch the view once the guard agreed; when it refuses, the URL goes
 * back to where the view is. A hash naming no section is the host page's own anchor and
 * changes nothing. With `'none'` nothing is read from or written to the URL.
 */
export function useSectionRoute<S extends string>({
  routing,
  sections,
  fallback,
  confirm,
  asks,
  onChange,
}: SectionRouteOptions<S>) {
  const { host } = useElement();
  const hashed = routing === 'hash';
  const [route, setRoute] = useState<SectionRoute<S>>(() =>
    hashed ? parseRoute(location.hash, sections, fallback) : { section: fallback },
  );
  // What the listeners need, current without subscribing again on every render.
  const shown = useRef(route);
  const callbacks = useRef({ confirm, asks, onChange });
  // The position of the history entry the view shows (see historyPosition).
  const position = useRef(0);
  useEffect(() => {
    callbacks.current = { confirm, asks, onChange };
  });

  const apply = useCallback((next: SectionRoute<S>): void => {
    const previous = shown.current;
    shown.current = next;
    setRoute(next);
    callbacks.current.onChange?.(next, previous);
  }, []);

  const ask = useCallback((next: SectionRoute<S>, proceed: () => void, stay: () => void): void => {
    const { confirm: guard, asks: guarded } = callbacks.current;
    if (guard && (guarded?.(next, shown.current) ?? true)) guard(proceed, stay);
    else proceed();
  }, []);

  const go = useCallback(
    (next: SectionRoute<S>): void => {
      if (sameRoute(next, shown.current)) return;
      ask(
        next,
        () => {
          if (hashed) {
            position.current += 1;
            history.pushState(withPosition(null, position.current), '', formatRoute(next));
          }
          apply(next);
        },
        () => undefined,
      );
    },
    [apply, ask, hashed],
  );

  useEffect(() => {
    if (!hashed) return;
    // Marks the entry the view shows now as position `at`.
    const stamp = (at: number): void => {
      const state = withPosition(history.state, at);
      if (state) history.replaceState(state, '');
      position.current = at;
    };
    stamp(historyPosition(history.state) ?? 0);

    let asking: SectionRoute<S> | null = null;
    const onHistory = (): void => {
      if (!host.isConnected || !namesRoute(location.hash, sections)) return;
      const target = parseRoute(location.hash, sections, fallback);
      const at = historyPosition(history.state);
      // An entry the dashboard has not seen is a new one, right after the view's.
      const settle = (): void => stamp(at ?? position.current + 1);
      const from = shown.current;
      if (sameRoute(target, from)) {
        asking = null;
        settle();
        return;
      }
      // popstate and hashchange both report one step: ask once.
      if (asking && sameRoute(asking, target)) return;
      asking = target;
      ask(
        target,
        () => {
          asking = null;
          settle();
          apply(target);
        },
        () => {
          asking = null;
          // Put the URL back where the view still is.
          if (at === null) history.back();
          else if (at !== position.current) history.go(position.current - at);
          else history.replaceState(history.state, '', formatRoute(from));
        },
      );
    };
    window.addEventListener('popstate', onHistory);
    window.addEventListener('hashchange', onHistory);
    return () => {
      window.removeEventListener('popstate', onHistory);
      window.removeEventListener('hashchange', onHistory);
    };
  }, [apply, ask, fallback, hashed, host, sections]);

  return { route, go };
}
