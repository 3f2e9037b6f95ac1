import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-built zips and workbooks, so a test can make what no spreadsheet program would:
 * a sheet of many MB that packs to KBs, a directory that lies about sizes, entries that
 * share their bytes.
 */
export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  /** The uncompressed size the headers claim (default: the true one). */
  claimedSize?: number;
  /** Point this entry's directory record at an earlier entry's bytes (by index). */
  sameBytesAs?: number;
}

export function zipOf(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  const placed: { offset: number; crc: number; packed: number; size: number }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    if (entry.sameBytesAs !== undefined) {
      const target = placed[entry.sameBytesAs]!;
      central.push(centralRecord(name, target.crc, target.packed, entry.claimedSize ?? target.size, target.offset));
      placed.push(target);
      continue;
    }
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const size = entry.claimedSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    central.push(centralRecord(name, crc, packed.length, size, offset));
    placed.push({ offset, crc, packed: packed.length, size });
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function centralRecord(name: Buffer, crc: number, packed: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(8, 10);
  record.writeUInt32LE(crc, 16);
  record.writeUInt32LE(packed, 20);
  record.writeUInt32LE(size, 24);
  record.writeUInt16LE(name.length, 28);
  record.writeUInt32LE(offset, 42);
  return Buffer.concat([record, name]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of an xlsx around its sheets' XML (sheet i is xl/worksheets/sheet<i+1>.xml). */
export function workbookParts(sheetNames: readonly string[]): ZipEntrySpec[] {
  const sheets = sheetNames.map((_, i) => `sheet${i + 1}`);
  return [
    {
      name: '[Content_Types].xml',
      data:
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        sheets
          .map(
            (s) =>
              `<Override PartName="/xl/worksheets/${s}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        `</Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheetNames
        .map((n, i) => `<sheet name="${n}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/${s}.xml"/>`)
        .join('')}</Relationships>`,
    },
  ];
}

/**
 * A sheet of `rows` x `columns` cells all holding 1, with its dimension declared (or
 * not): a million cells are about 15 MB of XML and pack to some 30 KB.
 */
export function repeatedSheetXml(rows: number, columns: number, { dimension = true } = {}): Buffer {
  const row = `<row>${'<c><v>1</v></c>'.repeat(columns)}</row>`;
  const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}">${
    dimension ? `<dimension ref="A1:${columnName(columns - 1)}${rows}"/>` : ''
  }<sheetData>`;
  return Buffer.concat([Buffer.from(head), Buffer.from(row.repeat(rows)), Buffer.from('</sheetData></worksheet>')]);
}

/** A sheet with these rows of text cells (inline strings, no shared-strings part). */
export function textSheetXml(rows: readonly (readonly string[])[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((cell, c) => `<c r="${columnName(c)}${r + 1}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

export function xlsxOfSheetXml(sheets: Record<string, Buffer | string>): Buffer {
  const names = Object.keys(sheets);
  return zipOf([
    ...workbookParts(names),
    ...names.map((name, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheets[name]! })),
  ]);
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
