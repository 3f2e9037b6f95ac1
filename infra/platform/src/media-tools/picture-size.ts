/**
 * The pixel size of a still picture read from its headers alone, before any decoder sees
 * it: PNG (IHDR), JPEG (every frame header, baseline and progressive, of every image in the
 * file), GIF (the logical screen and each frame), WebP (VP8, VP8L, VP8X), BMP and TIFF
 * (each image of the file). The format is found by content, as ffmpeg finds it, not by name.
 * Nothing here decodes pixels, so a tiny file claiming a huge picture costs nothing.
 */

/** Random access to a file's bytes: fewer than asked at its end. */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export interface FrameSize {
  width: number;
  height: number;
}

export type PictureFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'tiff';

/** What the headers say: every frame's size, or why they cannot be read. */
export type PictureHeader = { format: PictureFormat; frames: FrameSize[] } | { format: PictureFormat; problem: string };

/** Frames and images looked at in one file at most (GIF frames, TIFF images, JPEG images). */
const MAX_FRAMES = 100_000;
const WINDOW = 64 * 1024;

/** A source read through a window, so byte-by-byte walks (GIF blocks) stay cheap. */
class Cursor {
  private start = 0;
  private window: Uint8Array = new Uint8Array(0);
  constructor(readonly source: ByteSource) {}

  /** `length` bytes at `offset` (<= WINDOW), fewer at the end. */
  async bytes(offset: number, length: number): Promise<Uint8Array> {
    if (offset < this.start || offset + length > this.start + this.window.length) {
      this.start = offset;
      this.window = await this.source.read(offset, Math.max(WINDOW, length));
    }
    return this.window.subarray(offset - this.start, offset - this.start + length);
  }

  async view(offset: number, length: number): Promise<DataView | undefined> {
    const bytes = await this.bytes(offset, length);
    return bytes.length < length ? undefined : new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The first offset at or after `from` where `needle` starts, or -1. */
  async find(from: number, needle: Uint8Array): Promise<number> {
    for (let at = from; at < this.source.size; at += WINDOW - needle.length) {
      const chunk = await this.bytes(at, WINDOW);
      const found = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).indexOf(needle);
      if (found >= 0) return at + found;
      if (chunk.length < WINDOW) return -1;
    }
    return -1;
  }
}

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  text.split('').every((c, i) => bytes[from + i] === c.charCodeAt(0));

/** Which of the formats the first bytes announce, if any. */
export function pictureFormatOf(head: Uint8Array): PictureFormat | undefined {
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (head.length >= 12 && ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 0, 'BM')) return 'bmp';
  if (ascii(head, 0, 'II*\0') || ascii(head, 0, 'MM\0*') || ascii(head, 0, 'II+\0') || ascii(head, 0, 'MM\0+'))
    return 'tiff';
  return undefined;
}

/** The headers' sizes, or undefined when the content is none of these formats. */
export async function readPictureHeader(source: ByteSource): Promise<PictureHeader | undefined> {
  const cursor = new Cursor(source);
  const format = pictureFormatOf(await cursor.bytes(0, 16));
  if (!format) return undefined;
  const result = await READERS[format](cursor);
  if (typeof result === 'string') return { format, problem: result };
  if (result.length === 0) return { format, problem: 'its header gives no size' };
  if (result.some((f) => !(f.width > 0 && f.height > 0))) return { format, problem: 'its header gives a size of zero' };
  return { format, frames: result };
}

type Reader = (cursor: Cursor) => Promise<FrameSize[] | string>;
const TRUNCATED = 'its header is cut off';

const READERS: Record<PictureFormat, Reader> = {
  async png(cursor) {
    const ihdr = await cursor.view(8, 16);
    if (!ihdr) return TRUNCATED;
    if (!ascii(new Uint8Array(ihdr.buffer, ihdr.byteOffset + 4, 4), 0, 'IHDR'))
      return 'it does not start with an IHDR chunk';
    return [{ width: ihdr.getUint32(8), height: ihdr.getUint32(12) }];
  },

  async jpeg(cursor) {
    const frames: FrameSize[] = [];
    let at = 2;
    while (frames.length < MAX_FRAMES) {
      const marker = await cursor.bytes(at, 2);
      if (marker.length < 2) return frames.length ? frames : TRUNCATED;
      if (marker[0] !== 0xff) return frames.length ? frames : 'a segment does not start with a marker';
      const code = marker[1]!;
      if (code === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (code === 0xd8 || code === 0x01 || (code >= 0xd0 && code <= 0xd7)) {
        at += 2;
        continue;
      }
      if (code === 0xd9) {
        // End of an image: another may follow (MPO, or images simply joined).
        at += 2;
        const next = await cursor.bytes(at, 3);
        if (next[0] === 0xff && next[1] === 0xd8) continue;
        return frames;
      }
      const view = await cursor.view(at + 2, 2);
      if (!view) return frames.length ? frames : TRUNCATED;
      const length = view.getUint16(0);
      // Start of frame: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
      if (code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc) {
        const sof = await cursor.view(at + 5, 4);
        if (!sof) return TRUNCATED;
        frames.push({ height: sof.getUint16(0), width: sof.getUint16(2) });
      }
      if (code === 0xda) {
        // Entropy-coded data up to the end of this image; progressive scans and their tables lie inside.
        const end = await cursor.find(at + 2 + length, Uint8Array.of(0xff, 0xd9));
        if (end < 0) return frames;
        at = end;
        continue;
      }
      at += 2 + length;
    }
    return frames;
  },

  async gif(cursor) {
    const screen = await cursor.view(6, 7);
    if (!screen) return TRUNCATED;
    const frames: FrameSize[] = [{ width: screen.getUint16(0, true), height: screen.getUint16(2, true) }];
    const packed = screen.getUint8(4);
    let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
    const skipBlocks = async (from: number): Promise<number> => {
      let pos = from;
      for (;;) {
        const size = (await cursor.bytes(pos, 1))[0];
        if (size === undefined) return -1;
        pos += 1 + size;
        if (size === 0) return pos;
      }
    };
    while (frames.length <= MAX_FRAMES) {
      const kind = (await cursor.bytes(at, 1))[0];
      if (kind === undefined || kind === 0x3b) return frames;
      if (kind === 0x21) {
        at = await skipBlocks(at + 2);
      } else if (kind === 0x2c) {
        const image = await cursor.view(at + 1, 9);
        if (!image) return frames;
        frames.push({ width: image.getUint16(4, true), height: image.getUint16(6, true) });
        const local = image.getUint8(8);
        at = await skipBlocks(at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1);
      } else {
        return frames;
      }
      if (at < 0) return frames;
    }
    return frames;
  },

  async webp(cursor) {
    const chunk = await cursor.bytes(12, 18);
    if (chunk.length < 18) return TRUNCATED;
    const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (ascii(chunk, 0, 'VP8 ')) {
      if (!(chunk[11] === 0x9d && chunk[12] === 0x01 && chunk[13] === 0x2a)) return 'its VP8 frame has no start code';
      return [{ width: view.getUint16(14, true) & 0x3fff, height: view.getUint16(16, true) & 0x3fff }];
    }
    if (ascii(chunk, 0, 'VP8L')) {
      if (chunk[8] !== 0x2f) return 'its VP8L stream has no signature';
      const bits = view.getUint32(9, true);
      return [{ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }];
    }
    if (ascii(chunk, 0, 'VP8X')) {
      const u24 = (i: number) => chunk[i]! | (chunk[i + 1]! << 8) | (chunk[i + 2]! << 16);
      return [{ width: u24(12) + 1, height: u24(15) + 1 }];
    }
    return 'its first chunk is not VP8, VP8L or VP8X';
  },

  async bmp(cursor) {
    const dib = await cursor.view(14, 12);
    if (!dib) return TRUNCATED;
    if (dib.getUint32(0, true) === 12) return [{ width: dib.getUint16(4, true), height: dib.getUint16(6, true) }];
    // Negative height: rows top-down.
    return [{ width: Math.abs(dib.getInt32(4, true)), height: Math.abs(dib.getInt32(8, true)) }];
  },

  async tiff(cursor) {
    const head = await cursor.view(0, 8);
    if (!head) return TRUNCATED;
    const little = head.getUint8(0) === 0x49;
    if (head.getUint16(2, little) === 43) return 'it is a BigTIFF';
    const frames: FrameSize[] = [];
    const seen = new Set<number>();
    let ifd = head.getUint32(4, little);
    while (ifd !== 0 && !seen.has(ifd) && frames.length < MAX_FRAMES) {
      seen.add(ifd);
      const count = await cursor.view(ifd, 2);
      if (!count) return TRUNCATED;
      const entries = count.getUint16(0, little);
      const table = await cursor.view(ifd + 2, entries * 12 + 4);
      if (!table) return TRUNCATED;
      const size = { width: 0, height: 0 };
      for (let i = 0; i < entries; i++) {
        const tag = table.getUint16(i * 12, little);
        if (tag !== 256 && tag !== 257) continue;
        const type = table.getUint16(i * 12 + 2, little);
        const value = type === 3 ? table.getUint16(i * 12 + 8, little) : table.getUint32(i * 12 + 8, little);
        if (tag === 256) size.width = value;
        else size.height = value;
      }
      frames.push(size);
      ifd = table.getUint32(entries * 12, little);
    }
    return frames;
  },
};

/** Largest picture a file may hold (MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE). */
export interface PictureLimits {
  maxPixels: number;
  maxSide: number;
}

export const DEFAULT_PICTURE_LIMITS: PictureLimits = { maxPixels: 40_000_000, maxSide: 8192 };

const megapixels = (pixels: number) =>
  pixels < 1_000_000 ? `${pixels} pixels` : `${Math.round(pixels / 100_000) / 10} megapixels`;

/** Why a frame of this size is refused, or undefined: names its size and the limits. */
export function pictureSizeProblem(frames: readonly FrameSize[], limits: PictureLimits): string | undefined {
  const over = frames.find(
    (f) => f.width > limits.maxSide || f.height > limits.maxSide || f.width * f.height > limits.maxPixels,
  );
  if (!over) return undefined;
  return (
    `it is ${over.width} x ${over.height} pixels (${megapixels(over.width * over.height)}); the limit is ` +
    `${megapixels(limits.maxPixels)} and ${limits.maxSide} px a side`
  );
}
