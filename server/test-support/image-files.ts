import { encodeJpegGrey } from '../seed/jpeg.ts';

/**
 * A real JPEG, `width` x `height` as stored, with an EXIF block giving `orientation` (1-8; 6
 * means "turn a quarter clockwise to show": it shows `height` wide). `order`: the EXIF's byte order.
 */
export function jpegWithOrientation(width: number, height: number, orientation: number, order: 'II' | 'MM' = 'MM'): Buffer {
  const jpeg = encodeJpegGrey(width, height, (x, y) => (x + y) % 256);
  const little = order === 'II';
  const tiff = Buffer.alloc(26);
  tiff.write(order, 0, 'latin1');
  const u16 = (v: number, at: number) => (little ? tiff.writeUInt16LE(v, at) : tiff.writeUInt16BE(v, at));
  const u32 = (v: number, at: number) => (little ? tiff.writeUInt32LE(v, at) : tiff.writeUInt32BE(v, at));
  u16(42, 2);
  u32(8, 4); // IFD0 right after the header
  u16(1, 8); // one entry:
  u16(0x0112, 10); // Orientation,
  u16(3, 12); // SHORT,
  u32(1, 14); // one value,
  u16(orientation, 18); // in the entry itself
  u32(0, 22); // no next IFD
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), Buffer.from('Exif\0\0', 'latin1'), tiff]);
  app1.writeUInt16BE(app1.length - 2, 2);
  // Right after the start-of-image marker, before the frame header.
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}
