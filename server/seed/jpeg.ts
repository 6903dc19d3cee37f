/**
 * A small baseline JPEG encoder (greyscale, one component, standard luminance tables), enough
 * to generate real JPEG study materials at seed time without downloading anything.
 */

const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42,
  49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];
const QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112,
  100, 103, 99,
];
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_BITS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_VALS = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81,
  0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18,
  0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48,
  0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75,
  0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
  0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3,
  0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5,
  0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];

/** Canonical Huffman codes: value -> [code, length]. */
function huffman(bits: number[], vals: number[]): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < bits[len - 1]!; i++) table.set(vals[k++]!, [code++, len]);
    code <<= 1;
  }
  return table;
}

class BitWriter {
  bytes: number[] = [];
  private acc = 0;
  private n = 0;
  write(code: number, len: number): void {
    for (let i = len - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((code >> i) & 1);
      if (++this.n === 8) {
        this.bytes.push(this.acc);
        if (this.acc === 0xff) this.bytes.push(0); // byte stuffing
        this.acc = 0;
        this.n = 0;
      }
    }
  }
  flush(): void {
    while (this.n !== 0) this.write(1, 1);
  }
}

const category = (v: number) => (v === 0 ? 0 : 32 - Math.clz32(Math.abs(v)));
const bitsOf = (v: number, cat: number) => (v < 0 ? v + (1 << cat) - 1 : v);

export function encodeJpegGrey(width: number, height: number, luma: (x: number, y: number) => number): Buffer {
  const dc = huffman(DC_BITS, DC_VALS);
  const ac = huffman(AC_BITS, AC_VALS);
  const out = new BitWriter();
  const cos = Array.from({ length: 64 }, (_, i) => Math.cos(((2 * (i % 8) + 1) * Math.floor(i / 8) * Math.PI) / 16));
  let prevDc = 0;
  const block = new Float64Array(64);
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      for (let i = 0; i < 64; i++) {
        const x = Math.min(width - 1, bx + (i % 8));
        const y = Math.min(height - 1, by + Math.floor(i / 8));
        block[i] = luma(x, y) - 128;
      }
      const coef = new Int32Array(64);
      for (let v = 0; v < 8; v++) {
        for (let u = 0; u < 8; u++) {
          let s = 0;
          for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) s += block[y * 8 + x]! * cos[u * 8 + x]! * cos[v * 8 + y]!;
          const cu = u === 0 ? Math.SQRT1_2 : 1;
          const cv = v === 0 ? Math.SQRT1_2 : 1;
          coef[v * 8 + u] = Math.round((0.25 * cu * cv * s) / QUANT[v * 8 + u]!);
        }
      }
      const zz = ZIGZAG.map((i) => coef[i]!);
      const diff = zz[0]! - prevDc;
      prevDc = zz[0]!;
      const dcCat = category(diff);
      const [dcCode, dcLen] = dc.get(dcCat)!;
      out.write(dcCode, dcLen);
      if (dcCat) out.write(bitsOf(diff, dcCat), dcCat);
      let run = 0;
      for (let i = 1; i < 64; i++) {
        const v = zz[i]!;
        if (v === 0) {
          run++;
          continue;
        }
        while (run > 15) {
          const [c, l] = ac.get(0xf0)!;
          out.write(c, l);
          run -= 16;
        }
        const cat = category(v);
        const [c, l] = ac.get((run << 4) | cat)!;
        out.write(c, l);
        out.write(bitsOf(v, cat), cat);
        run = 0;
      }
      if (run > 0) {
        const [c, l] = ac.get(0x00)!;
        out.write(c, l);
      }
    }
  }
  out.flush();
  const seg = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
  const header = [
    0xff,
    0xd8,
    ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xdb, [0, ...ZIGZAG.map((i) => QUANT[i]!)]),
    ...seg(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...seg(0xc4, [0x00, ...DC_BITS, ...DC_VALS]),
    ...seg(0xc4, [0x10, ...AC_BITS, ...AC_VALS]),
    ...seg(0xda, [1, 1, 0x00, 0, 63, 0]),
  ];
  return Buffer.concat([Buffer.from(header), Buffer.from(out.bytes), Buffer.from([0xff, 0xd9])]);
}
