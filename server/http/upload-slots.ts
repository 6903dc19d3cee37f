/**
 * Uploads in progress, capped per account and for the whole server, so slow or many uploads
 * cannot hold every connection and file descriptor: past a cap the answer is 503 with
 * Retry-After, and the person's browser tries again later.
 */
export const MAX_UPLOADS_PER_ACCOUNT = 4;
export const MAX_UPLOADS = 32;
export const UPLOAD_RETRY_AFTER_S = 10;

const byAccount = new Map<number, number>();
let total = 0;

/** A slot for one upload (release it when done), or undefined when a cap is reached. */
export function takeUploadSlot(accountId: number): (() => void) | undefined {
  const mine = byAccount.get(accountId) ?? 0;
  if (mine >= MAX_UPLOADS_PER_ACCOUNT || total >= MAX_UPLOADS) return undefined;
  byAccount.set(accountId, mine + 1);
  total++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total--;
    const left = (byAccount.get(accountId) ?? 1) - 1;
    if (left > 0) byAccount.set(accountId, left);
    else byAccount.delete(accountId);
  };
}
