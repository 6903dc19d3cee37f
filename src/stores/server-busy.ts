import { atom } from 'nanostores';

/**
 * How many reads wait to be sent again because the server answered 503, per API server:
 * while any waits, every element of that server says the server is busy.
 */
export const $retryingReads = atom<Readonly<Record<string, number>>>({});

const add = (apiBase: string, n: number): void => {
  const all = { ...$retryingReads.get() };
  const count = (all[apiBase] ?? 0) + n;
  if (count > 0) all[apiBase] = count;
  else delete all[apiBase];
  $retryingReads.set(all);
};

/** A read of `apiBase` waits to be sent again; call the answer once it is over (answered, given up or aborted). */
export function readRetrying(apiBase: string): () => void {
  add(apiBase, 1);
  let over = false;
  return () => {
    if (over) return;
    over = true;
    add(apiBase, -1);
  };
}

/** Whether a read of `apiBase` waits for the server now. */
export const serverBusy = (apiBase: string): boolean => ($retryingReads.get()[apiBase] ?? 0) > 0;
