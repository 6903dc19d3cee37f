import type { ApiContext } from './api/api-context.ts';
import { useApi } from './use-api.ts';
import { useAsync } from './use-async.ts';
import { useElement, type ElementContextValue } from './element-context.tsx';
import { useErrorText } from './use-error-text.ts';

interface Load<T> {
  /** What was loaded: the server, and whatever else picks the data. */
  key: string;
  promise: Promise<T>;
  /** The value once it has loaded. */
  value?: T;
}

/**
 * Loads shared by everyone asking with the same owner and server: one load per owner, its
 * promise shared; a failed load is forgotten, so asking again fetches again.
 */
export class SharedLoads<Owner extends WeakKey | string, T> {
  // Element owners are held weakly: a removed element's load goes with it.
  readonly #byElement = new WeakMap<WeakKey, Load<T>>();
  readonly #byName = new Map<string, Load<T>>();

  #get(owner: Owner): Load<T> | undefined {
    return typeof owner === 'string' ? this.#byName.get(owner) : this.#byElement.get(owner);
  }

  /** The load under way or done for `owner` and `key`, else a new one from `start`. */
  load(owner: Owner, key: string, start: () => Promise<T>): Promise<T> {
    const known = this.#get(owner);
    if (known?.key === key) return known.promise;
    const load: Load<T> = { key, promise: start() };
    if (typeof owner === 'string') this.#byName.set(owner, load);
    else this.#byElement.set(owner, load);
    load.promise.then(
      (value) => {
        load.value = value;
      },
      () => this.forget(owner, load),
    );
    return load.promise;
  }

  /** What `owner` loaded for `key`, once it has. */
  loaded(owner: Owner, key: string): T | undefined {
    const known = this.#get(owner);
    return known?.key === key ? known.value : undefined;
  }

  /** Forgets `owner`'s load (only `load` when given), so the next ask fetches again. */
  forget(owner: Owner, load?: Load<T>): void {
    if (load !== undefined && this.#get(owner) !== load) return;
    if (typeof owner === 'string') this.#byName.delete(owner);
    else this.#byElement.delete(owner);
  }
}

export interface SharedLoadState<T> {
  /** The loaded value; undefined while loading and after a failure. */
  value: T | undefined;
  /** True until the load has succeeded or failed. */
  loading: boolean;
  /** The failure in words, in the element's language; null when there is none. */
  error: string | null;
  /** Asks the server again (after a failure). */
  retry: () => void;
  /**
   * Loads again after a change on the server (a class created): the shared value is dropped, so
   * whoever asks next gets the new one; this caller keeps showing the old value until it arrives.
   */
  refresh: () => void;
}

/** A shared load for `owner` from the element's server: a value loaded already shows at once. */
export function useSharedLoad<Owner extends WeakKey | string, T>(
  loads: SharedLoads<Owner, T>,
  owner: Owner,
  start: () => Promise<T>,
): SharedLoadState<T> {
  const { apiBase } = useElement();
  const describe = useErrorText();
  const r = useAsync(apiBase, () => loads.load(owner, apiBase, start));
  const value = r.data ?? loads.loaded(owner, apiBase);
  const failed = r.status === 'error';
  return {
    value,
    loading: value === undefined && !failed,
    error: value === undefined && failed ? describe(r.error) : null,
    retry: r.reload,
    refresh: () => {
      loads.forget(owner);
      r.reload();
    },
  };
}

/** A shared load's state with the loaded value's fields spread in; `empty`'s until the value has loaded. */
export type SharedFieldsState<V> = Omit<SharedLoadState<V>, 'value'> & V;

/** Spreads a shared load's value (or `empty` while there is none) into its state. */
export function withFields<V extends object>({ value, ...state }: SharedLoadState<V>, empty: V): SharedFieldsState<V> {
  return { ...state, ...(value ?? empty) };
}

/** Owners of shared loads: one load per element (its host), or one per server. */
export const perElement = (element: ElementContextValue): HTMLElement => element.host;
export const perServer = (element: ElementContextValue): string => element.apiBase;

/**
 * A hook for one shared load, its value's fields spread into its state (`empty`'s until loaded):
 * one load per owner, `ownerOf` the element, fetched with the API group `group`.
 */
export function sharedFieldsHook<Owner extends WeakKey | string, Api, V extends object>(
  ownerOf: (element: ElementContextValue) => Owner,
  group: (ctx: ApiContext) => Api,
  fetch: (api: Api) => Promise<V>,
  empty: V,
): () => SharedFieldsState<V> {
  const loads = new SharedLoads<Owner, V>();
  return function useSharedFields() {
    const owner = ownerOf(useElement());
    const api = useApi(group);
    return withFields(
      useSharedLoad(loads, owner, () => fetch(api)),
      empty,
    );
  };
}
