import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny picture files that claim any size: headers built by hand, so a 12000 x 12000 picture
 * costs a few bytes (or, for `honestPng`, real compressed rows of that size).
 */

const u16be = (n: number) => Buffer.from([n >> 8, n & 255]);
const u16le = (n: number) => Buffer.from([n & 255, n >> 8]);
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose IHDR says width x height (8-bit RGBA) with one tiny IDAT: the header lies. */
export function lyingPng(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, complete black PNG (1-bit grey): 12000 x 12000 compresses to a few tens of KB. */
export function honestPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * height);
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([1, 0, 0, 0, 0])]);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with a baseline (SOF0) or progressive (SOF2) frame header of that size, after some metadata. */
export function lyingJpeg(width: number, height: number, progressive = false): Buffer {
  const segment = (code: number, data: Buffer) =>
    Buffer.concat([Buffer.from([0xff, code]), u16be(data.length + 2), data]);
  const app0 = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.alloc(3000, 0x11)]));
  const sof = segment(
    progressive ? 0xc2 : 0xc0,
    Buffer.concat([
      Buffer.from([8]),
      u16be(height),
      u16be(width),
      Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    ]),
  );
  const sos = segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    exif,
    sof,
    sos,
    Buffer.alloc(64, 0x2a),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A GIF whose logical screen and one frame have the given sizes. */
export function lyingGif(screen: [number, number], frame: [number, number] = screen): Buffer {
  const header = Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16le(screen[0]),
    u16le(screen[1]),
    Buffer.from([0x80, 0, 0]),
    Buffer.alloc(6),
  ]);
  const control = Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]);
  const image = Buffer.concat([
    Buffer.from([0x2c]),
    u16le(0),
    u16le(0),
    u16le(frame[0]),
    u16le(frame[1]),
    Buffer.from([0, 2, 2, 0x4c, 0x01, 0]),
  ]);
  return Buffer.concat([header, control, image, Buffer.from([0x3b])]);
}

/** A WebP of each kind of first chunk claiming that size. */
export function lyingWebp(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  let data: Buffer;
  if (kind === 'VP8 ')
    data = Buffer.concat([
      Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]),
      u16le(width),
      u16le(height),
      Buffer.alloc(20),
    ]);
  else if (kind === 'VP8L')
    data = Buffer.concat([
      Buffer.from([0x2f]),
      u32le(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)),
      Buffer.alloc(20),
    ]);
  else {
    const u24 = (n: number) => Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255]);
    data = Buffer.concat([Buffer.alloc(4), u24(width - 1), u24(height - 1)]);
  }
  const chunk = Buffer.concat([Buffer.from(kind, 'latin1'), u32le(data.length), data]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(4 + chunk.length), Buffer.from('WEBP', 'latin1'), chunk]);
}

/** A BMP (BITMAPINFOHEADER) of that size; negative height: rows top-down. */
export function lyingBmp(width: number, height: number): Buffer {
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(width, 4);
  info.writeInt32LE(height, 8);
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(24, 14);
  const file = Buffer.concat([
    Buffer.from('BM', 'latin1'),
    u32le(14 + 40 + 16),
    Buffer.alloc(4),
    u32le(54),
    info,
    Buffer.alloc(16),
  ]);
  return file;
}

/** A TIFF with one image per size (each IFD chained to the next), little- or big-endian. */
export function lyingTiff(sizes: [number, number][], bigEndian = false): Buffer {
  const u16 = (n: number) => (bigEndian ? u16be(n) : u16le(n));
  const u32 = (n: number) => (bigEndian ? u32be(n) : u32le(n));
  const parts: Buffer[] = [Buffer.from(bigEndian ? 'MM\0*' : 'II*\0', 'latin1'), u32(8)];
  let offset = 8;
  sizes.forEach(([width, height], i) => {
    const entry = (tag: number, type: number, value: number) =>
      Buffer.concat([u16(tag), u16(type), u32(1), type === 3 ? Buffer.concat([u16(value), u16(0)]) : u32(value)]);
    const entries = [
      entry(256, width > 65535 ? 4 : 3, width),
      entry(257, 4, height),
      entry(258, 3, 8),
      entry(259, 3, 1),
    ];
    const size = 2 + entries.length * 12 + 4;
    const next = i === sizes.length - 1 ? 0 : offset + size;
    parts.push(u16(entries.length), ...entries, u32(next));
    offset += size;
  });
  return Buffer.concat(parts);
}
