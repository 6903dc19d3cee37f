// TODO(contract): belongs in the typed client (src/lib/api); written here until it exists.
import { routeUrl } from '../shared/api.ts';

export interface UploadOutcome {
  ok: boolean;
  status: number;
  /** The server's `message`, when it sent one. */
  message?: string;
}

export interface UploadRequest {
  apiBase: string;
  teacherId: string;
  category: string;
  course: string;
  files: readonly File[];
  /** Real progress from the request's upload events (bytes sent of the whole body). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/UploadStudyMaterial/{teacherId} as multipart (category, course, teacherId, files...).
 * XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 * Resolves with the outcome (status 0 for a network failure); rejects only on abort.
 */
export function uploadMaterials(req: UploadRequest): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('category', req.category);
  form.append('course', req.course);
  form.append('teacherId', req.teacherId);
  for (const f of req.files) form.append('files', f, f.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', routeUrl(req.apiBase, 'uploadMaterials', { teacherId: req.teacherId }));
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) req.onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => {
      let message: string | undefined;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // Not JSON (a proxy's error page): no server message.
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, message });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.ontimeout = () => resolve({ ok: false, status: 0 });
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
