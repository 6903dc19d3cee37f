import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { encodePng } from '../seed/png.ts';
import { encodeJpegGrey } from '../seed/jpeg.ts';
import { jpegWithOrientation } from '../test-support/image-files.ts';
import { imageSize } from './image-size.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const le16 = (n: number) => [n & 0xff, n >> 8];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

describe('imageSize', () => {
  it('reads PNG and GIF headers', () => {
    expect(imageSize(encodePng(48, 20, () => [0, 0, 0]))).toEqual({ width: 48, height: 20, orientation: null });
    expect(imageSize(bytes('GIF89a', le16(300), le16(7), [0, 0, 0]))).toEqual({ width: 300, height: 7, orientation: null });
  });

  it('reads the three WebP kinds: lossy (VP8), lossless (VP8L) and extended (VP8X, as @napi-rs/canvas writes it)', async () => {
    const lossy = bytes('RIFF', le32(30), 'WEBPVP8 ', le32(18), [0, 0, 0, 0x9d, 0x01, 0x2a], le16(640), le16(480));
    expect(imageSize(lossy)).toEqual({ width: 640, height: 480, orientation: null });
    const bits = (1000 - 1) | ((20 - 1) << 14);
    const lossless = bytes('RIFF', le32(30), 'WEBPVP8L', le32(10), [0x2f], le32(bits));
    expect(imageSize(lossless)).toEqual({ width: 1000, height: 20, orientation: null });
    const canvas = createCanvas(321, 123);
    expect(imageSize(await canvas.encode('webp', 75))).toEqual({ width: 321, height: 123, orientation: null });
  });

  it('reads BMP headers, top-down ones too', () => {
    const bmp = (w: number, h: number) => bytes('BM', le32(0), le32(0), le32(54), le32(40), le32(w), le32(h >>> 0));
    expect(imageSize(bmp(17, 9))).toEqual({ width: 17, height: 9, orientation: null });
    expect(imageSize(bmp(17, -9))).toEqual({ width: 17, height: 9, orientation: null });
  });

  it('gives a JPEG its size as shown: EXIF orientations 5-8 swap width and height, in either byte order', () => {
    expect(imageSize(encodeJpegGrey(64, 16, () => 128))).toEqual({ width: 64, height: 16, orientation: 1 });
    for (const order of ['MM', 'II'] as const) {
      for (const o of [1, 2, 3, 4])
        expect(imageSize(jpegWithOrientation(64, 16, o, order)), `${order} ${o}`).toEqual({
          width: 64,
          height: 16,
          orientation: o,
        });
      for (const o of [5, 6, 7, 8])
        expect(imageSize(jpegWithOrientation(64, 16, o, order)), `${order} ${o}`).toEqual({
          width: 16,
          height: 64,
          orientation: o,
        });
    }
  });

  it('says nothing for too few bytes or a damaged header', () => {
    const jpeg = jpegWithOrientation(64, 16, 6);
    expect(imageSize(jpeg.subarray(0, 30))).toBeUndefined();
    expect(
      imageSize(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0])),
    ).toBeUndefined();
    expect(imageSize(bytes('GIF89a', le16(0), le16(7)))).toBeUndefined();
    expect(imageSize(bytes('RIFF', le32(30), 'WEBPVP8 ', le32(18), [0, 0, 0, 0, 0, 0], le16(640), le16(480)))).toBeUndefined();
    const badSegment = Buffer.from(jpeg);
    badSegment[2] = 0x12;
    expect(imageSize(badSegment)).toBeUndefined();
    expect(imageSize(new Uint8Array())).toBeUndefined();
  });
});
