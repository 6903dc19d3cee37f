import { ALLOWED_UPLOAD_TYPES } from '../../src/contract/constants.ts';

/** Bytes needed to judge a file's type. */
export const SNIFF_BYTES = 16;

const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
} as const;

const startsWith = (buf: Uint8Array, sig: number[], at = 0): boolean =>
  buf.length >= at + sig.length && sig.every((b, i) => buf[at + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/**
 * The family a file's first bytes prove. OLE2 (DOC/PPT) and ZIP (DOCX/PPTX) containers look
 * alike inside, so they return every MIME type they may hold and the declared type chooses.
 */
export function sniff(head: Uint8Array): string[] {
  if (startsWith(head, ascii('%PDF-'))) return [MIME.pdf];
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return [MIME.png];
  if (startsWith(head, [0xff, 0xd8, 0xff])) return [MIME.jpeg];
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return [MIME.gif];
  if (startsWith(head, ascii('ftyp'), 4)) return [MIME.mp4];
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('AVI '), 8)) return [MIME.avi, 'video/avi'];
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return [MIME.webp];
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return [MIME.doc, MIME.ppt];
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return [MIME.docx, MIME.pptx];
  return [];
}

/** The MIME type a name's extension stands for on the allowed list, if any. */
export function mimeFromExtension(fileName: string): string | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return undefined;
  return ALLOWED_UPLOAD_TYPES.find((t) => (t.extensions as readonly string[]).includes(ext))?.mime;
}

/**
 * Decides the stored MIME type: the content must prove an allowed type, and the declared MIME
 * type (or, when the browser sent a generic one, the extension) must name that same type.
 * Returns undefined when the file is refused.
 */
export function judgeType(head: Uint8Array, declaredMime: string, fileName: string): string | undefined {
  const proven = sniff(head);
  if (proven.length === 0) return undefined;
  const declared = declaredMime.toLowerCase().split(';')[0]!.trim();
  const generic = declared === '' || declared === 'application/octet-stream';
  const claim = generic ? mimeFromExtension(fileName) : declared;
  if (claim === undefined) return undefined;
  if (proven.includes(claim)) return claim === 'video/avi' ? MIME.avi : claim;
  return undefined;
}
