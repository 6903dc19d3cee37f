import { extensionOf } from '../lib/format.ts';
/**
 * File type detection for the material viewer and the kinds' display labels. The MIME type
 * wins; the file extension decides only when the MIME type says nothing useful (missing, or a
 * generic type such as application/octet-stream).
 */
export type FileKind = 'pdf' | 'image' | 'unsupported';

/** The kinds' labels in English: `kinds` of the viewer's catalogue, shown in the element's language. */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF Document',
  image: 'Image',
  unsupported: 'Unsupported File',
};

/**
 * Image formats shown inline: the ones every browser draws. SVG is not among them (a document
 * that can carry scripts and links, refused at upload too), nor TIFF, HEIC or the like, which
 * browsers cannot draw: those get the Unsupported panel.
 */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] as const;
const IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/x-ms-bmp',
];

/**
 * 1. application/pdf -> pdf; 2. an inline image type -> image, any other image/* (SVG, TIFF...)
 * -> unsupported; 3. the extension decides (pdf; jpg, jpeg, png, gif, webp, bmp); 4. anything
 * else is unsupported. The extension comes from the name, or from the URL when there is no name.
 */
export function detectFileKind(type: string | undefined | null, name?: string | null, src?: string | null): FileKind {
  const mime = (type ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return IMAGE_TYPES.includes(mime) ? 'image' : 'unsupported';
  const ext = extensionOf(name) || extensionOf(src);
  if (ext === 'pdf') return 'pdf';
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  return 'unsupported';
}
