import { extensionOf } from '../../../lib/format.ts';

/** Which icon a material row shows, chosen by file type. */
export type MaterialKind = 'pdf' | 'image' | 'document' | 'slides' | 'video' | 'file';

const BY_EXTENSION: Record<string, MaterialKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  svg: 'image',
  doc: 'document',
  docx: 'document',
  txt: 'document',
  ppt: 'slides',
  pptx: 'slides',
  mp4: 'video',
  avi: 'video',
  mov: 'video',
  webm: 'video',
};

/** The MIME type decides first (as the viewer's rules), then the extension. */
export function materialKind(name: string, mime?: string): MaterialKind {
  const type = (mime ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.includes('presentation') || type === 'application/vnd.ms-powerpoint') return 'slides';
  if (type.includes('word') || type === 'application/msword' || type.startsWith('text/')) return 'document';
  return BY_EXTENSION[extensionOf(name)] ?? 'file';
}
