import { ALLOWED_UPLOAD_TYPES } from '../../src/contract/constants.ts';

/**
 * Makes a client-supplied file name safe to store and show: slashes replaced, no control
 * characters (C0, DEL, C1, NUL), no bidi controls and no invisible characters (zero-width,
 * soft hyphen, fillers) that disguise an extension, NFC, bounded length. Markup and percent
 * signs are kept as text: the clients render names as text and no path is ever made of one.
 */
export function cleanTitle(raw: string): string {
  // Browsers percent-encode '"', CR and LF in multipart file names (HTML spec): undo that.
  let name = raw
    .replace(/%22/g, '"')
    .replace(/%0[AD]/gi, '')
    .normalize('NFC');
  // Slashes become '_' rather than cutting the name, so "<b>a</b>.pdf" stays readable text.
  name = name.replace(/[/\\]/g, '_');
  name = name.replace(INVISIBLE, '');
  name = name.trim();
  if (name === '' || /^\.+$/.test(name)) name = 'untitled';
  return truncateKeepingExtension(name, 180);
}

// Combining invisibles are listed outside the class: a class must not hold combining marks.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5/g;

/**
 * The stored name's extension follows the detected type, whatever the client called the file:
 * a PDF named "lesson.html" is stored as "lesson.pdf", one named "notes" as "notes.pdf".
 */
export function withTypeExtension(title: string, mime: string): string {
  const allowed: readonly string[] = ALLOWED_UPLOAD_TYPES.find((t) => t.mime === mime)?.extensions ?? [];
  if (allowed.length === 0) return title;
  const m = /^(.+)\.([A-Za-z0-9]{1,10})$/.exec(title);
  if (m && allowed.includes(m[2]!.toLowerCase())) return title;
  return `${m ? m[1] : title}.${allowed[0]}`;
}

/**
 * The name a saved copy gets: the title, with the detected type's extension added when it does
 * not end with one ("Week 1.2 notes" -> "Week 1.2 notes.pdf"; nothing of the title is dropped).
 */
export function withDownloadExtension(title: string, mime: string): string {
  const allowed: readonly string[] = ALLOWED_UPLOAD_TYPES.find((t) => t.mime === mime)?.extensions ?? [];
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(title)?.[1]?.toLowerCase();
  return allowed.length === 0 || (ext !== undefined && allowed.includes(ext)) ? title : `${title}.${allowed[0]}`;
}

function truncateKeepingExtension(name: string, max: number): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return chars.slice(0, max - [...ext].length).join('') + ext;
}

/** "report.pdf" -> "report (2).pdf": the n-th free variant of a taken title. */
export function numberedTitle(title: string, n: number): string {
  const dot = title.lastIndexOf('.');
  if (dot <= 0) return `${title} (${n})`;
  return `${title.slice(0, dot)} (${n})${title.slice(dot)}`;
}

/**
 * RFC 6266 Content-Disposition: an ASCII-only `filename` fallback (quotes, backslashes and
 * non-ASCII replaced) and the exact name in RFC 8187 `filename*`, percent-encoded, so no name
 * can inject a parameter or a header line.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
