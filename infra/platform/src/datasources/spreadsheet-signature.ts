import { open } from 'node:fs/promises';
import { extensionOf } from '@reelforge/model';
import { formatBytes } from '@reelforge/model';
import { HttpError, badRequest } from '../lib/http-errors.ts';
import { overLimit, overUncompressed, type DatasourceLimits } from './datasource-limits.ts';
import { ZipFormatError, directoryRange, findEndOfDirectory, parseDirectory } from '../lib/zip-directory.ts';

/**
 * SheetJS reads almost anything as some sheet (text, csv, html), so a spreadsheet must
 * carry a real signature before it is handed over: an xlsx is a zip holding an Excel
 * workbook; an xls is an OLE2 compound file, a bare BIFF stream or SpreadsheetML 2003
 * XML (or an xlsx under the older name). These checks read the file's first bytes and,
 * for a zip, its directory: cheap enough for the event loop, and they refuse a zip bomb
 * before a byte of it is unpacked.
 */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = 0x04034b50;
// BOF records of BIFF2 to BIFF8 streams saved on their own.
const BIFF_BOF = new Set([0x0009, 0x0209, 0x0409, 0x0809]);
const SPREADSHEET_ML = 'urn:schemas-microsoft-com:office:spreadsheet';
const HEAD_BYTES = 64 * 1024;
// An end-of-directory record is 22 bytes plus a comment of at most 65,535.
const TAIL_BYTES = 22 + 65_535;
// Deflate cannot shrink anything more than about 1032 to 1: a directory claiming more lies.
const MAX_DEFLATE_RATIO = 1100;
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP;

function isXls(head: Buffer): boolean {
  if (head.subarray(0, OLE2.length).equals(OLE2)) return true;
  if (head.length >= 4 && BIFF_BOF.has(head.readUInt16LE(0))) return true;
  const text = head
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  return text.startsWith('<') && text.includes(SPREADSHEET_ML);
}

/** Refuses (400) a file that is not the spreadsheet its name says, and (413) one over the size limits. */
export async function checkSpreadsheet(uploadName: string, file: string, limits: DatasourceLimits): Promise<void> {
  const unreadable = (reason: string) => badRequest(`${uploadName} is not a spreadsheet that can be read: ${reason}`);
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) throw unreadable('it is empty');
    // Nothing unpacks to less than it is (an xls is not packed at all).
    if (size > limits.maxUncompressedBytes) {
      throw new HttpError(
        413,
        `${uploadName} is too large to import: it is ${formatBytes(size, { exact: true })}; the limit is ` +
          `${formatBytes(limits.maxUncompressedBytes, { exact: true })}`,
      );
    }
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
    if (isZip(head)) return await checkZipDirectory(uploadName, handle, size, limits);
    if (extensionOf(uploadName) === 'xlsx') throw unreadable('it is not an xlsx (zip) file');
    if (!isXls(head)) throw unreadable('it is not an Excel file (xls)');
  } catch (error) {
    if (error instanceof ZipFormatError) throw unreadable(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

async function checkZipDirectory(
  uploadName: string,
  handle: Awaited<ReturnType<typeof open>>,
  size: number,
  limits: DatasourceLimits,
): Promise<void> {
  const tail = Buffer.alloc(Math.min(size, TAIL_BYTES));
  await handle.read(tail, 0, tail.length, size - tail.length);
  const { entries: count, start, size: directorySize } = directoryRange(tail, findEndOfDirectory(tail));
  if (count > limits.maxZipEntries) throw overLimit(uploadName, 'files inside', count, limits.maxZipEntries);
  if (start + directorySize > size || directorySize > MAX_DIRECTORY_BYTES)
    throw new ZipFormatError('its zip directory is damaged');
  const directory = Buffer.alloc(directorySize);
  await handle.read(directory, 0, directorySize, start);
  const entries = parseDirectory(directory, count);

  const names = new Set(entries.map((entry) => entry.name.replace(/^\//, '').toLowerCase()));
  if (!names.has('[content_types].xml') || !names.has('xl/workbook.xml')) {
    throw new ZipFormatError('it is a zip file but not an Excel workbook (it holds no xl/workbook.xml)');
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.method === 8 && entry.size > Math.max(entry.compressedSize, 1) * MAX_DEFLATE_RATIO) {
      throw new ZipFormatError(`its zip entry ${entry.name} claims more than it can hold`);
    }
    total += entry.size;
  }
  if (total > limits.maxUncompressedBytes) throw overUncompressed(uploadName, total, limits.maxUncompressedBytes);
}
