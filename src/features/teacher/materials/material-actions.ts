import { ApiError, type ApiClient } from '../../../lib/api/index.ts';
import type { ElementContextValue } from '../../../lib/element-context.tsx';
import { deleteFileName, safeMaterialUrl, type DisplayMaterial } from './material-rules.ts';
import { SUCCESS_TOAST_DELAY_MS } from './upload-rules.ts';

type Ctx = Pick<ElementContextValue, 'apiBase' | 'toast' | 'root'>;

export const deleteConfirmText = (title: string): string =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`;
export const deleteSuccessText = (title: string): string => `Material deleted "${title}" successfully!`;
export const deleteFailedText = (title: string, message: string): string => `Failed to delete "${title}": ${message}`;
export const deleteErrorText = (title: string): string => `An error occurred while deleting "${title}". Please try again.`;

/**
 * DELETE /api/deleteStudyMaterial {fileName}: a loading toast, then the success toast (kept
 * at least the spec's 2 s after the loading one) and `onDeleted` (the reload); or the
 * failure texts of spec section 8.
 */
export async function deleteMaterial(api: ApiClient, ctx: Ctx, m: DisplayMaterial, onDeleted: () => void): Promise<void> {
  const started = Date.now();
  const id = ctx.toast.loading(`Deleting "${m.title}"...`);
  try {
    await api.deleteStudyMaterial(deleteFileName(m));
  } catch (err) {
    const server = err instanceof ApiError && err.status > 0;
    ctx.toast.update(id, 'error', server ? deleteFailedText(m.title, err.serverMessage ?? err.message) : deleteErrorText(m.title));
    return;
  }
  onDeleted();
  const wait = Math.max(0, SUCCESS_TOAST_DELAY_MS - (Date.now() - started));
  setTimeout(() => ctx.toast.update(id, 'success', deleteSuccessText(m.title)), wait);
}

/** Download: the url (checked http(s)) with the title as file name, else the spec's error. */
export function downloadMaterial(ctx: Ctx, m: DisplayMaterial): void {
  const href = safeMaterialUrl(m.url, ctx.apiBase);
  if (!href) {
    ctx.toast.error(`Download link not available for ${m.title}`);
    return;
  }
  const a = document.createElement('a');
  a.href = href;
  a.download = m.title.split('/').pop() || m.title;
  a.rel = 'noopener';
  // Cross-origin urls ignore `download`: a new tab then keeps the host page in place.
  if (new URL(href).origin !== location.origin) a.target = '_blank';
  ctx.root.append(a);
  a.click();
  a.remove();
}
