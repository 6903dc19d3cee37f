/** An image's size in pixels as shown (a JPEG's EXIF orientation applied), and that orientation (1-8). */
export interface ImageSize {
  width: number;
  height: number;
  /** EXIF orientation of a JPEG (1 when it has none); null for other formats. */
  orientation: number | null;
}

const ascii = (b: Uint8Array, at: number, text: string): boolean => [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
const sized = (width: number, height: number, orientation: number | null = null): ImageSize | undefined =>
  width > 0 && height > 0 ? { width, height, orientation } : undefined;

/**
 * Width and height from an image's first bytes (PNG, GIF, WebP, BMP headers; a JPEG's frame
 * header and EXIF orientation). Undefined when the bytes do not say (too few of them, or a
 * damaged header).
 */
export function imageSize(b: Uint8Array): ImageSize | undefined {
  try {
    if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 'PNG') && ascii(b, 12, 'IHDR'))
      return sized(view(b).getUint32(16), view(b).getUint32(20));
    if (b.length >= 10 && (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')))
      return sized(view(b).getUint16(6, true), view(b).getUint16(8, true));
    if (b.length >= 16 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return webpSize(b);
    if (b.length >= 26 && ascii(b, 0, 'BM'))
      return sized(Math.abs(view(b).getInt32(18, true)), Math.abs(view(b).getInt32(22, true)));
    if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  } catch {
    // A length or offset pointing past the bytes: a damaged header.
  }
  return undefined;
}

function webpSize(b: Uint8Array): ImageSize | undefined {
  const v = view(b);
  if (ascii(b, 12, 'VP8X')) return sized((v.getUint32(24, true) & 0xffffff) + 1, (v.getUint32(27, true) & 0xffffff) + 1);
  // Lossless: 14 bits each of width - 1 and height - 1 after the signature byte 0x2f.
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = v.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // Lossy: a key frame's start code 9d 01 2a, then 14-bit width and height.
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return sized(v.getUint16(26, true) & 0x3fff, v.getUint16(28, true) & 0x3fff);
  return undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless...): every 0xC0-0xCF but DHT, JPG and DAC. */
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): ImageSize | undefined {
  const v = view(b);
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = v.getUint16(at + 2);
    if (marker === 0xe1 && ascii(b, at + 4, 'Exif\0\0'))
      orientation = exifOrientation(b.subarray(at + 10, at + 2 + length)) ?? orientation;
    if (isFrameMarker(marker)) {
      const height = v.getUint16(at + 5);
      const width = v.getUint16(at + 7);
      // Orientations 5-8 turn the picture a quarter: it shows as tall as it is stored wide.
      return orientation >= 5 ? sized(height, width, orientation) : sized(width, height, orientation);
    }
    at += 2 + length;
  }
  return undefined;
}

/** Tag 0x0112 of IFD0 of an EXIF block (a TIFF structure, either byte order). */
function exifOrientation(tiff: Uint8Array): number | undefined {
  const v = view(tiff);
  const little = ascii(tiff, 0, 'II');
  if (!little && !ascii(tiff, 0, 'MM')) return undefined;
  const ifd = v.getUint32(4, little);
  const entries = v.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (v.getUint16(entry, little) === 0x0112) {
      const value = v.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}
