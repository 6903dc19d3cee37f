import { ALLOWED_UPLOAD_MIME_TYPES, ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../../../contract/index.ts';
import type { MaterialsMessages } from './messages.ts';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type FileCheck = { ok: true } | { ok: false; kind: 'warning' | 'error'; message: string };

/** Too large is a warning, a MIME type not on the list an error. */
export function checkUploadFile(file: FileLike, m: MaterialsMessages): FileCheck {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, kind: 'warning', message: m.tooLarge(file.name) };
  if (!ALLOWED_UPLOAD_MIME_TYPES.includes(file.type)) {
    return { ok: false, kind: 'error', message: m.unsupportedType(file.name) };
  }
  return { ok: true };
}

/**
 * Upload needs at least one file, a category, a course and at least one class (else the button
 * is disabled); a title names one file only.
 */
export function uploadBlocker(
  f: { files: number; category: string; course: string; classes: number; title: string },
  m: MaterialsMessages,
): string | null {
  if (!(f.files > 0 && f.category && f.course)) return m.missingFields;
  if (f.classes === 0) return m.chooseClass;
  return f.title.trim() && f.files > 1 ? m.titleNamesOneFile : null;
}

/**
 * The type label of a selected file: 'PDF', 'DOCX', 'JPG'... (by MIME type, else extension);
 * '' when the name has no extension (shown as the language's word for a file).
 */
export function uploadTypeLabel(file: FileLike): string {
  const known = ALLOWED_UPLOAD_TYPES.find((t) => t.mime === file.type);
  if (known) return known.label;
  const dot = file.name.lastIndexOf('.');
  return dot > 0 ? file.name.slice(dot + 1).toUpperCase() : '';
}

/** The picker's accept list: the allowed MIME types and their extensions. */
export const UPLOAD_ACCEPT = [
  ...new Set(ALLOWED_UPLOAD_TYPES.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)])),
].join(',');

/**
 * Per-file percentages from the request's upload progress. The multipart body holds the
 * files in order plus some form overhead, so the bytes sent are spread over the files in turn.
 */
export function perFileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return sizes.map(() => 0);
  let sent = Math.min(1, Math.max(0, loaded / total)) * sum;
  return sizes.map((size) => {
    if (size === 0) return sent >= 0 ? 100 : 0;
    const part = Math.min(size, Math.max(0, sent));
    sent -= size;
    return Math.floor((part / size) * 100);
  });
}

/** Fallback where no progress events come: 10% steps every 100 ms. */
export const SIMULATED_STEP = 10;
export const SIMULATED_STEP_MS = 100;
/** Success toasts are delayed by 2 seconds. */
export const SUCCESS_TOAST_DELAY_MS = 2000;
/** Statuses whose refusal message the server words for the user (size, type, form). */
export const SERVER_WORDED_STATUSES = [400, 413, 415] as const;
