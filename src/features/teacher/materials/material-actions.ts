import { ApiError, errorText } from '../../../lib/api/index.ts';
import type { MaterialsApi } from '../../../lib/api/materials-api.ts';
import type { ElementContextValue } from '../../../lib/element-context.tsx';
import type { LibMessages } from '../../../lib/messages.ts';
import { deleteFileName, safeMaterialUrl, type DisplayMaterial } from './material-rules.ts';
import type { MaterialsMessages } from './messages.ts';
import { SUCCESS_TOAST_DELAY_MS } from './upload-rules.ts';

type Ctx = Pick<ElementContextValue, 'apiBase' | 'toast' | 'root'>;

/**
 * DELETE /api/deleteStudyMaterial {fileName}: a loading toast, then the success toast (kept
 * at least 2 s after the loading one) and `onDeleted` (the reload); or a failure toast: the
 * server's reason when it answered, else the network error text.
 */
export async function deleteMaterial(
  api: MaterialsApi,
  ctx: Ctx,
  m: DisplayMaterial,
  t: MaterialsMessages,
  lib: LibMessages,
  onDeleted: () => void,
): Promise<void> {
  const started = Date.now();
  const id = ctx.toast.loading(t.deleting(m.title));
  try {
    await api.deleteStudyMaterial(deleteFileName(m));
  } catch (err) {
    const server = err instanceof ApiError && err.status > 0;
    ctx.toast.update(id, 'error', server ? t.deleteFailed(m.title, errorText(err, lib)) : t.deleteError(m.title));
    return;
  }
  onDeleted();
  const wait = Math.max(0, SUCCESS_TOAST_DELAY_MS - (Date.now() - started));
  setTimeout(() => ctx.toast.update(id, 'success', t.deleteSucceeded(m.title)), wait);
}

/** Download: the url (checked http(s)) with the title as file name, else an error toast. */
export function downloadMaterial(ctx: Ctx, m: DisplayMaterial, t: MaterialsMessages): void {
  const href = safeMaterialUrl(m.url, ctx.apiBase);
  if (!href) {
    ctx.toast.error(t.downloadUnavailable(m.title));
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
