/**
 * File type detection for the material viewer (spec section 5) and the display labels of
 * section 3. The MIME type wins; the file extension decides only when the MIME type says
 * nothing useful (missing, or a generic type such as application/octet-stream).
 */
export type FileKind = 'pdf' | 'image' | 'unsupported';

/** The kinds' labels in English: `kinds` of the viewer's catalogue, shown in the element's language. */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF Document',
  image: 'Image',
  unsupported: 'Unsupported File',
};

/** Image extensions shown inline (spec section 9). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'] as const;

/** Lower-case extension of a file name or URL path ('' when there is none). */
export function extensionOf(nameOrUrl: string | undefined | null): string {
  if (!nameOrUrl) return '';
  // A URL's query and fragment are not part of its file name.
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  // A leading dot (".hidden") is a name, not an extension.
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * 1. application/pdf -> pdf; 2. image/* -> image; 3. the extension decides (pdf; jpg, jpeg,
 * png, gif, webp, bmp, svg); 4. anything else is unsupported. The extension comes from the
 * name, or from the URL when there is no name.
 */
export function detectFileKind(type: string | undefined | null, name?: string | null, src?: string | null): FileKind {
  const mime = (type ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  const ext = extensionOf(name) || extensionOf(src);
  if (ext === 'pdf') return 'pdf';
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  return 'unsupported';
}
