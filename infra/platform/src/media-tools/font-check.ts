import { inflateSync } from 'node:zlib';
import { messageOf } from '@reelforge/model';
import opentype from 'opentype.js';

/**
 * Whether a font file can be drawn with, read in full: WOFF2 is decompressed by Google's
 * reference decoder (wawoff2, WebAssembly), WOFF by zlib here, and the font that results is
 * parsed by opentype.js: every table, and the outlines of glyphsToRead. ffmpeg's drawtext draws with
 * another font, without a word, when its font does not load: so what does not parse here
 * is refused at upload.
 */

/** Largest font once decompressed: far beyond the largest CJK fonts (about 20 MB). */
export const MAX_FONT_BYTES = 64 * 1024 * 1024;

const signature = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(4, bytes.byteLength)).toString('latin1');
const arrayBufferOf = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Why these bytes are not a font that can be drawn with, or undefined. `woff2`: the name says so. */
export async function fontBytesProblem(bytes: Buffer, named: 'woff2' | 'other'): Promise<string | undefined> {
  const kind = signature(bytes);
  if (named === 'woff2' && kind !== 'wOF2') return 'it is not a WOFF2 file';
  let sfnt: Uint8Array;
  if (kind === 'wOF2') {
    if (bytes.length < 48 || bytes.readUInt32BE(8) !== bytes.length) return 'the file is truncated';
    try {
      // Loaded on the first WOFF2: its WebAssembly module is not needed at every start.
      const { default: wawoff2 } = await import('wawoff2');
      sfnt = await wawoff2.decompress(bytes);
    } catch {
      return 'its WOFF2 data cannot be decompressed';
    }
    if (sfnt.length > MAX_FONT_BYTES) return `it is larger than ${MAX_FONT_BYTES} bytes once decompressed`;
  } else if (kind === 'wOFF') {
    const unpacked = unpackWoff(bytes);
    if (typeof unpacked === 'string') return unpacked;
    sfnt = unpacked;
  } else {
    sfnt = bytes;
  }
  return sfntProblem(sfnt);
}

/**
 * Glyphs whose outlines are parsed besides those of printable ASCII: spread evenly over the
 * font, so damage anywhere in its outline table shows. Every outline of a large font would
 * take a second of CPU at each upload (and at each start, for the sample project's font).
 */
export const SAMPLED_GLYPHS = 256;

/** Which glyphs are read in full: those of printable ASCII, and an even spread of the rest. */
export function glyphsToRead(numGlyphs: number, glyphOf: (char: string) => number): number[] {
  const chosen = new Set<number>();
  for (let code = 0x20; code < 0x7f; code++) chosen.add(glyphOf(String.fromCharCode(code)));
  const step = Math.max(1, numGlyphs / SAMPLED_GLYPHS);
  for (let at = 0; at < numGlyphs; at += step) chosen.add(Math.floor(at));
  chosen.add(numGlyphs - 1);
  return [...chosen].filter((index) => index >= 0 && index < numGlyphs).sort((a, b) => a - b);
}

/** Parses every table, then the outlines of glyphsToRead. */
function sfntProblem(sfnt: Uint8Array): string | undefined {
  let font;
  try {
    font = opentype.parse(arrayBufferOf(sfnt));
  } catch (error) {
    return parseWords(error);
  }
  if (!font.numGlyphs) return 'it has no glyphs';
  const loaded = font;
  for (const index of glyphsToRead(font.numGlyphs, (char) => loaded.charToGlyphIndex(char))) {
    try {
      void font.glyphs.get(index).path;
    } catch (error) {
      return `glyph ${index} cannot be read (${parseWords(error)})`;
    }
  }
  return undefined;
}

function parseWords(error: unknown): string {
  // opentype.js reads past the end of a cut-off file: say so in words.
  if (error instanceof RangeError) return 'the file is truncated or damaged';
  return messageOf(error);
}

/**
 * The sfnt inside a WOFF 1.0 file (each table zlib-compressed or stored), or why not.
 * Done here rather than by opentype.js, whose inflate does not stop on damaged data.
 */
export function unpackWoff(woff: Buffer): Uint8Array | string {
  if (woff.length < 44) return 'the file is truncated';
  if (woff.readUInt32BE(8) !== woff.length) return 'the file is truncated';
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  if (count === 0 || 44 + 20 * count > woff.length) return 'its table directory is damaged';
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  let total = 12 + 16 * count;
  for (let i = 0; i < count; i++) {
    const at = 44 + 20 * i;
    const tag = woff.subarray(at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    if (offset + compressed > woff.length || compressed > length)
      return `its table ${tag.toString('latin1')} lies outside the file`;
    total += length + 3;
    if (total > MAX_FONT_BYTES) return `it is larger than ${MAX_FONT_BYTES} bytes once decompressed`;
    const stored = woff.subarray(offset, offset + compressed);
    let data: Buffer;
    if (compressed === length) data = stored;
    else {
      try {
        data = inflateSync(stored, { maxOutputLength: length });
      } catch {
        return `its table ${tag.toString('latin1')} cannot be decompressed`;
      }
    }
    if (data.length !== length) return `its table ${tag.toString('latin1')} does not decompress to its declared length`;
    tables.push({ tag, checksum: woff.readUInt32BE(at + 16), data });
  }
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = 12 + 16 * count;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out.subarray(0, offset);
}
