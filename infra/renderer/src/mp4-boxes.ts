/**
 * ISO BMFF (mp4) boxes as the segment join reads and writes them (docs/render-reuse.md):
 * a box is its 32-bit size, its four-letter type and its payload; a "full" box's payload
 * starts with a version byte and 24 bits of flags. Pure.
 */

/**
 * The fields of a visual sample entry (avc1) before its own boxes (avcC, colr, btrt): 78 bytes
 * after its header (ISO 14496-12).
 */
export const VISUAL_ENTRY = 78;

/** A box read from a buffer: its type, the whole box, and its payload (after the header). */
export interface Mp4Box {
  type: string;
  raw: Buffer;
  payload: Buffer;
}

/**
 * The boxes one after another in `data` (a file's top level or a container's payload); undefined if
 * one is cut short.
 */
export function readBoxes(data: Buffer): Mp4Box[] | undefined {
  const boxes: Mp4Box[] = [];
  let at = 0;
  while (at < data.length) {
    if (at + 8 > data.length) return undefined;
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > data.length) return undefined;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = data.length - at;
    }
    if (size < header || at + size > data.length) return undefined;
    boxes.push({
      type: data.toString('latin1', at + 4, at + 8),
      raw: data.subarray(at, at + size),
      payload: data.subarray(at + header, at + size),
    });
    at += size;
  }
  return boxes;
}

/** The first box of `type` among `boxes`. */
export function find(boxes: readonly Mp4Box[] | undefined, type: string): Mp4Box | undefined {
  return boxes?.find((b) => b.type === type);
}

/** The boxes inside a container box (moov, trak, mdia, minf, stbl, edts, dinf). */
export function inside(box: Mp4Box | undefined): Mp4Box[] | undefined {
  return box ? readBoxes(box.payload) : undefined;
}

/** A box of `type` holding `parts`. */
export function makeBox(type: string, ...parts: Buffer[]): Buffer {
  const size = 8 + parts.reduce((n, p) => n + p.length, 0);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...parts], size);
}

/** A full box: version, flags, then `parts`. */
export function makeFullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  return makeBox(type, u32(((version & 0xff) << 24) | (flags & 0xffffff)), ...parts);
}

export function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0, 0);
  return b;
}

export function u64(value: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(value), 0);
  return b;
}

/** 32-bit big-endian numbers from a typed list. */
export function u32s(values: ArrayLike<number>): Buffer {
  const b = Buffer.alloc(values.length * 4);
  for (let i = 0; i < values.length; i++) b.writeUInt32BE(values[i]! >>> 0, i * 4);
  return b;
}

/**
 * A number field of a version 0/1 full box: its offset in the payload for each version, and whether
 * version 1 widens it to 64 bits.
 */
export interface Field {
  at: readonly [v0: number, v1: number];
  wide: boolean;
}

/** Where the fields the join reads and writes sit in a box's payload. */
export const FIELDS = {
  mvhdTimescale: { at: [12, 20], wide: false },
  mvhdDuration: { at: [16, 24], wide: true },
  tkhdTrackId: { at: [12, 20], wide: false },
  tkhdDuration: { at: [20, 28], wide: true },
  mdhdTimescale: { at: [12, 20], wide: false },
  mdhdDuration: { at: [16, 24], wide: true },
} as const satisfies Record<string, Field>;

/** A copy of `box` with each of its `fields` set to its value; a value too big for a version 0 box is a RangeError. */
export function withFields(box: Mp4Box, ...fields: [Field, number][]): Buffer {
  const raw = Buffer.from(box.raw);
  const header = box.raw.length - box.payload.length;
  const wideBox = box.payload[0] === 1;
  for (const [field, value] of fields) {
    const at = header + field.at[wideBox ? 1 : 0];
    if (wideBox && field.wide) raw.writeBigUInt64BE(BigInt(value), at);
    else if (value > 0xffffffff) throw new RangeError(`${box.type}: ${value} does not fit the box`);
    else raw.writeUInt32BE(value, at);
  }
  return raw;
}

/** The number in `field` of `box`. */
export function fieldOf(box: Mp4Box, field: Field): number {
  const at = field.at[box.payload[0] === 1 ? 1 : 0];
  return box.payload[0] === 1 && field.wide ? Number(box.payload.readBigUInt64BE(at)) : box.payload.readUInt32BE(at);
}
