import { deflateSync } from 'node:zlib';

/** Font files built from a real TrueType font, whole or damaged on purpose. */

interface Table {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
}

/** The table directory of a TrueType (sfnt) font. */
export function tablesOf(ttf: Buffer): Table[] {
  return Array.from({ length: ttf.readUInt16BE(4) }, (_, i) => {
    const at = 12 + 16 * i;
    return {
      tag: ttf.toString('latin1', at, at + 4),
      checksum: ttf.readUInt32BE(at + 4),
      offset: ttf.readUInt32BE(at + 8),
      length: ttf.readUInt32BE(at + 12),
    };
  });
}

/** The font with one table's bytes (or every table's, tag '*') overwritten by a pattern. */
export function withGarbage(ttf: Buffer, tag: string): Buffer {
  const out = Buffer.from(ttf);
  for (const table of tablesOf(ttf).filter((t) => tag === '*' || t.tag === tag)) {
    for (let i = table.offset; i < table.offset + table.length; i++) out[i] = (i * 31) & 255;
  }
  return out;
}

/** A WOFF 1.0 file of the font, each table zlib-compressed; `damaged`: its compressed streams garbled. */
export function woffOf(ttf: Buffer, damaged = false): Buffer {
  const tables = tablesOf(ttf);
  const directory = Buffer.alloc(20 * tables.length);
  const data: Buffer[] = [];
  let offset = 44 + directory.length;
  tables.forEach((table, i) => {
    const original = ttf.subarray(table.offset, table.offset + table.length);
    let stored: Buffer = deflateSync(original);
    if (stored.length >= original.length) stored = original;
    else if (damaged) stored = Buffer.concat([stored.subarray(0, 2), Buffer.alloc(stored.length - 2, 0x55)]);
    directory.write(table.tag, i * 20, 'latin1');
    directory.writeUInt32BE(offset, i * 20 + 4);
    directory.writeUInt32BE(stored.length, i * 20 + 8);
    directory.writeUInt32BE(table.length, i * 20 + 12);
    directory.writeUInt32BE(table.checksum, i * 20 + 16);
    const padded = Buffer.concat([stored, Buffer.alloc((4 - (stored.length % 4)) % 4)]);
    data.push(padded);
    offset += padded.length;
  });
  const header = Buffer.alloc(44);
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(ttf.readUInt32BE(0), 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(tables.length, 12);
  header.writeUInt32BE(ttf.length, 16);
  return Buffer.concat([header, directory, ...data]);
}

/** A WOFF2 header (48 bytes, its length field right) followed by bytes that are no font. */
export function woff2Junk(length: number): Buffer {
  const out = Buffer.alloc(length, 0x5a);
  out.write('wOF2', 0, 'latin1');
  out.writeUInt32BE(0x00010000, 4);
  out.writeUInt32BE(length, 8);
  out.writeUInt16BE(12, 12);
  return out;
}

/** A real WOFF2 cut to `length` bytes, its declared length set to match (or, `patchLength` false, left as it was). */
export function cutWoff2(woff2: Buffer, length: number, patchLength = true): Buffer {
  const out = Buffer.from(woff2.subarray(0, length));
  if (patchLength) out.writeUInt32BE(length, 8);
  return out;
}

/** A real WOFF2 whose header and table directory are kept and whose compressed data is garbled. */
export function woff2WithGarbageTables(woff2: Buffer, keep = 200): Buffer {
  const out = Buffer.from(woff2);
  for (let i = keep; i < out.length; i++) out[i] = (i * 131) & 255;
  return out;
}
