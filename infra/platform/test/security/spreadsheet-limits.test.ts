import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, listData, putData, putDatasource } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { repeatedSheetXml, textSheetXml, workbookParts, xlsxOfSheetXml, zipOf } from './spreadsheet-files.ts';

/**
 * Uploads that would freeze or sink the server: zip bombs, million-cell sheets, csv and
 * json past the limits, prototype keys. Each is refused with a 413 naming the limit (or
 * imported within them) while the server goes on answering.
 */
const HEADER = { delimiter: '', first_line_is_header: 'true', replace: '0' };

interface Site {
  server: TestServer;
  token: string;
  prjuid: string;
}

async function site(options: Parameters<typeof startTestServer>[0] = {}): Promise<Site> {
  const server = await startTestServer(options);
  const token = await server.login('demo');
  return { server, token, prjuid: await createProject(server, token, 'Limits') };
}

const upload = ({ server, token, prjuid }: Site, name: string, file: Buffer | string) =>
  putDatasource(server, token, prjuid, name, HEADER, file);
const names = async ({ server, token, prjuid }: Site) =>
  (await listData(server, token, prjuid)).json.Datasources.map((a: { name: string }) => a.name) as string[];
const tmpEntries = ({ server, prjuid }: Site) =>
  readdir(path.join(server.dataDir, 'blobs', 'eu-west-1', prjuid, '.tmp')).catch(() => [] as string[]);

let open: Site;
let small: Site;

beforeAll(async () => {
  open = await site();
  small = await site({ datasourceLimits: { maxCells: 500_000 } });
});
afterAll(async () => {
  await open.server.close();
  await small.server.close();
});

async function expectRefused(at: Site, name: string, file: Buffer | string, status: number, message: RegExp) {
  const reply = await upload(at, name, file);
  expect(reply.json?.Message).toMatch(message);
  expect(reply.status).toBe(status);
  expect((await names(at)).filter((n) => n.startsWith(name.replace(/\..*$/, '')))).toEqual([]);
  expect(await tmpEntries(at)).toEqual([]);
}

describe('zip bombs', () => {
  // 7 million cells: 105 MB of XML that packs to about 200 KB.
  const bomb = repeatedSheetXml(7000, 1000, { dimension: false });

  it('refuses an xlsx whose directory says it unpacks past the limit, before unpacking it', async () => {
    const file = xlsxOfSheetXml({ Bomb: bomb });
    expect(file.length).toBeLessThan(1024 * 1024);
    await expectRefused(
      open,
      'bomb.xlsx',
      file,
      413,
      /^bomb\.xlsx is too large to import: it unpacks to 100\.\d MiB \(\d+ bytes\); the limit is 100 MiB$/,
    );
  });

  it('refuses one whose directory lies about the sizes, once it unpacks past the limit', async () => {
    const file = zipOf([
      ...workbookParts(['Bomb']),
      { name: 'xl/worksheets/sheet1.xml', data: bomb, claimedSize: 100_000 },
    ]);
    await expectRefused(
      open,
      'liar.xlsx',
      file,
      413,
      /^liar\.xlsx is too large to import: it unpacks to more than 100 MiB; the limit is 100 MiB$/,
    );
  });

  it('refuses one whose entries share their bytes (each unpacked again)', async () => {
    const sheet = repeatedSheetXml(1000, 1000);
    const copies = Array.from({ length: 8 }, (_, i) => ({
      name: `xl/media/copy${i}.xml`,
      data: '',
      sameBytesAs: 4,
      claimedSize: 10,
    }));
    const file = zipOf([
      ...workbookParts(['Sheet']),
      { name: 'xl/worksheets/sheet1.xml', data: sheet, claimedSize: 10 },
      ...copies,
    ]);
    await expectRefused(
      open,
      'shared.xlsx',
      file,
      413,
      /^shared\.xlsx is too large to import: it unpacks to more than 100 MiB/,
    );
  });

  it('refuses one of more files than the limit', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({ name: `xl/media/${i}.txt`, data: 'x' }));
    const file = zipOf([
      ...workbookParts(['A']),
      { name: 'xl/worksheets/sheet1.xml', data: textSheetXml([['a']]) },
      ...many,
    ]);
    await expectRefused(
      open,
      'crowd.xlsx',
      file,
      413,
      /^crowd\.xlsx is too large to import: it has 10,006 files inside; the limit is 10,000$/,
    );
  });
});

describe('a million cells in 32 KB', () => {
  const million = xlsxOfSheetXml({ Big: repeatedSheetXml(1000, 1000) });
  const undeclared = xlsxOfSheetXml({ Big: repeatedSheetXml(1000, 1000, { dimension: false }) });

  it('is refused over a lower cell limit, whether the sheet declares its size or not', async () => {
    expect(million.length).toBeLessThan(64 * 1024);
    for (const file of [million, undeclared]) {
      await expectRefused(
        small,
        'million.xlsx',
        file,
        413,
        /^million\.xlsx is too large to import: it has 1,000,000 cells; the limit is 500,000$/,
      );
    }
  });

  it('is imported within the default limits while the server answers other requests', async () => {
    const importing = upload(open, 'million.xlsx', million);
    const list = await listData(open.server, open.token, open.prjuid);
    expect(list.status).toBe(200);
    const imported = await importing;
    expect(imported.status).toBe(201);
    const meta = await open.server.request(`${api()}/data/${open.prjuid}/million.csv?processed=1&metadataonly=1`, {
      token: open.token,
    });
    expect(meta.json).toMatchObject({ rowcount: 999 });
    expect(meta.json.columns).toHaveLength(1000);
  });

  it('is refused with a 413, not a crash, when its worker runs out of memory or time; the server goes on', async () => {
    const tight = await site({ datasourceLimits: { memoryMb: 64 } });
    const hurried = await site({ datasourceLimits: { timeoutMs: 100 } });
    try {
      await expectRefused(
        tight,
        'million.xlsx',
        million,
        413,
        /^million\.xlsx: the spreadsheet is too large to import: reading it needs more than 64 MiB of memory$/,
      );
      await expectRefused(
        hurried,
        'million.xlsx',
        million,
        413,
        /^million\.xlsx: the spreadsheet is too large to import: reading it took longer than 0\.1 s$/,
      );
      // A fresh worker takes the next import.
      const next = await upload(tight, 'after.xlsx', xlsxOfSheetXml({ A: textSheetXml([['a'], ['1']]) }));
      expect(next.status).toBe(201);
    } finally {
      await tight.server.close();
      await hurried.server.close();
    }
  });
});

describe('sheets, columns and cells', () => {
  it('refuses a workbook of more sheets than the limit', async () => {
    const sheets = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`S${i}`, textSheetXml([['a']])]));
    await expectRefused(
      open,
      'sheets.xlsx',
      xlsxOfSheetXml(sheets),
      413,
      /^sheets\.xlsx is too large to import: it has 101 sheets; the limit is 100$/,
    );
  });

  it('refuses a sheet wider than the column limit', async () => {
    const wide = xlsxOfSheetXml({ Wide: repeatedSheetXml(2, 16_385) });
    await expectRefused(
      open,
      'wide.xlsx',
      wide,
      413,
      /^wide\.xlsx is too large to import: it has 16,385 columns; the limit is 16,384$/,
    );
  });
});

describe('csv and json', () => {
  // 2,100,000 cells in 4.2 MB.
  const manyCells = `${'1,'.repeat(9)}1\n`.repeat(210_000);

  it('refuses a csv over the cell limit, as a datasource and as plain data', async () => {
    await expectRefused(
      open,
      'cells.csv',
      manyCells,
      413,
      /^cells\.csv is too large to import: it has more than 2,000,000 cells; the limit is 2,000,000$/,
    );
    const plain = await putData(open.server, open.token, open.prjuid, 'plain.csv', manyCells);
    expect(plain.status).toBe(413);
    expect(plain.json.Message).toMatch(/^plain\.csv is too large to import: it has more than 2,000,000 cells/);
    expect(await names(open)).not.toContain('plain.csv');
  });

  it('refuses a csv wider than the column limit, or with a cell longer than the limit', async () => {
    await expectRefused(
      open,
      'wide.csv',
      `${'a,'.repeat(16_384)}a\n`,
      413,
      /^wide\.csv is too large to import: it has 16,385 columns; the limit is 16,384$/,
    );
    const long = `id,text\n1,short\n2,${'x'.repeat(32_768)}\n`;
    await expectRefused(
      open,
      'long.csv',
      long,
      413,
      /^long\.csv is too large to import: a cell in row 3 has 32,768 characters; the limit is 32,767$/,
    );
    // An unclosed quote makes the rest of the file one cell.
    await expectRefused(
      open,
      'quote.csv',
      `id,text\n1,"${'y'.repeat(40_000)}\n`,
      413,
      /^quote\.csv is too large to import: a cell in row 2 has 40,001 characters/,
    );
  });

  it('refuses json over the cell limit', async () => {
    const records = JSON.stringify(Array.from({ length: 100_001 }, (_, i) => ({ a: i, b: i, c: i, d: i, e: i })));
    await expectRefused(
      small,
      'records.json',
      records,
      413,
      /^records\.json is too large to import: it has 500,010 cells; the limit is 500,000$/,
    );
  });
});

describe('prototype keys', () => {
  it('keeps __proto__ and constructor as column names of a sheet without polluting Object.prototype', async () => {
    const file = xlsxOfSheetXml({
      Keys: textSheetXml([
        ['__proto__', 'constructor', 'polluted'],
        ['x', 'y', 'z'],
      ]),
    });
    const reply = await upload(open, 'keys.xlsx', file);
    expect(reply.status).toBe(201);
    const data = await open.server.request(`${api()}/data/${open.prjuid}/keys.csv?processed=1`, { token: open.token });
    expect(data.json).toMatchObject({ columns: ['__proto__', 'constructor', 'polluted'], values: [['x', 'y', 'z']] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a __proto__ key of json records as a column', async () => {
    const records =
      '[{"__proto__": {"polluted": "yes"}, "name": "a"}, {"name": "b", "constructor": {"prototype": {"polluted": 1}}}]';
    const reply = await upload(open, 'proto.json', records);
    expect(reply.status).toBe(201);
    const data = await open.server.request(`${api()}/data/${open.prjuid}/proto.csv?processed=1`, { token: open.token });
    expect(data.json.columns).toEqual(['__proto__', 'name', 'constructor']);
    expect(data.json.values[0]).toEqual(['{"polluted":"yes"}', 'a', '']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
