import { inflateRawSync } from 'node:zlib';

/**
 * An xlsx is a zip. Its central directory (at the end of the file) lists every entry with
 * its sizes, so a zip bomb — a few KB that unpack to GBs of XML — is refused before
 * anything is unpacked. The directory is read the way SheetJS reads it (the last
 * end-of-directory record, its 16-bit entry count), so both see the same entries.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As declared: a crafted zip may lie, which `inflatedSizes` finds out. */
  size: number;
  /** Of the entry's local header. */
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;

export class ZipFormatError extends Error {}

/** Where the end-of-directory record starts in the file's `tail` (its last bytes), or -1. */
export function findEndOfDirectory(tail: Buffer): number {
  for (let i = tail.length - 4; i >= 0; i--) if (tail.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/** The directory's place, from the end-of-directory record at `at` in `bytes`. */
export function directoryRange(bytes: Buffer, at: number): { entries: number; start: number; size: number } {
  if (at < 0 || at + EOCD_SIZE > bytes.length) throw new ZipFormatError('it is not a complete zip file');
  return {
    entries: bytes.readUInt16LE(at + 10),
    size: bytes.readUInt32LE(at + 12),
    start: bytes.readUInt32LE(at + 16),
  };
}

/** Parses `count` central directory records from `bytes` (the directory itself). */
export function parseDirectory(bytes: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_SIZE > bytes.length || bytes.readUInt32LE(at) !== CENTRAL)
      throw new ZipFormatError('its zip directory is damaged');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + CENTRAL_SIZE + nameLength > bytes.length) throw new ZipFormatError('its zip directory is damaged');
    entries.push({
      name: bytes.toString('utf8', at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += CENTRAL_SIZE + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The whole file's directory (the worker has the file in memory). */
export function readDirectory(bytes: Buffer): ZipEntry[] {
  const { entries, start, size } = directoryRange(bytes, findEndOfDirectory(bytes));
  if (start + size > bytes.length) throw new ZipFormatError('its zip directory is damaged');
  return parseDirectory(bytes.subarray(start), entries);
}

/**
 * Unpacks each entry as SheetJS will (from its local header to the end of its deflate
 * stream, whatever the sizes say), never more than `budget` bytes in all, and hands each
 * entry's first bytes to `peek`. Returns the total, or undefined past the budget.
 */
export function inflatedSizes(
  bytes: Buffer,
  entries: readonly ZipEntry[],
  budget: number,
  peek: (entry: ZipEntry, head: Buffer) => void = () => {},
): number | undefined {
  let total = 0;
  for (const entry of entries) {
    const at = entry.offset;
    if (at + LOCAL_SIZE > bytes.length || bytes.readUInt32LE(at) !== LOCAL)
      throw new ZipFormatError(`its zip entry ${entry.name} is damaged`);
    const flags = bytes.readUInt16LE(at + 6);
    if (flags & 0x2041) throw new ZipFormatError('it is encrypted');
    const method = bytes.readUInt16LE(at + 8);
    const data = at + LOCAL_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    let content: Buffer;
    if (method === 0) {
      content = bytes.subarray(data, data + bytes.readUInt32LE(at + 18));
    } else if (method === 8) {
      try {
        // One byte more than is left: reaching it means the budget is spent.
        content = inflateRawSync(bytes.subarray(data), { maxOutputLength: Math.max(1, budget - total + 1) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
        throw new ZipFormatError(`its zip entry ${entry.name} is damaged`);
      }
    } else {
      throw new ZipFormatError(`its zip entry ${entry.name} uses an unknown compression`);
    }
    total += content.length;
    if (total > budget) return undefined;
    peek(entry, content.subarray(0, 4096));
  }
  return total;
}
