import { readdir } from 'node:fs/promises';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, listData, putDatasource } from '../helpers/assets.ts';
import { xlsxOf } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { zipOf } from './spreadsheet-files.ts';

/**
 * SheetJS reads almost any bytes as some sheet: a spreadsheet upload must really be one.
 * Garbage under a spreadsheet's name is a 400, never an import of whatever SheetJS made
 * of it; real workbooks of each accepted kind still import.
 */
const HEADER = { delimiter: '', first_line_is_header: 'true', replace: '0' };

let server: TestServer;
let token: string;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('demo');
  prjuid = await createProject(server, token, 'Signatures');
});
afterAll(() => server.close());

const upload = (name: string, file: Buffer | string) => putDatasource(server, token, prjuid, name, HEADER, file);
const names = async () =>
  (await listData(server, token, prjuid)).json.Datasources.map((a: { name: string }) => a.name) as string[];
const stored = async (name: string) =>
  (await fetchBytes(server, `${api()}/data/${prjuid}/${encodeURIComponent(name)}`, { token })).bytes.toString();
const tmpEntries = () =>
  readdir(path.join(server.dataDir, 'blobs', 'eu-west-1', prjuid, '.tmp')).catch(() => [] as string[]);

const book = xlsxOf({
  People: [
    ['id', 'name'],
    [1, 'Ann'],
  ],
  Prices: [
    ['sku', 'price'],
    ['X-1', 9.5],
  ],
});
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f9c3f90000000049454e44ae426082',
  'hex',
);
const notAWorkbook = zipOf([
  { name: 'readme.txt', data: 'hello' },
  { name: 'word/document.xml', data: '<w:document/>' },
]);

describe('garbage under a spreadsheet name', () => {
  const garbage: [string, Buffer | string, RegExp][] = [
    ['text.xls', 'just some words, not a table', /it is not an Excel file \(xls\)$/],
    [
      'page.xls',
      '<html><body><table><tr><td>1</td><td>2</td></tr></table></body></html>',
      /it is not an Excel file \(xls\)$/,
    ],
    ['table.xls', 'id,name\n1,Ann\n2,Bob\n', /it is not an Excel file \(xls\)$/],
    ['tabbed.xls', 'id\tname\n1\tAnn\n', /it is not an Excel file \(xls\)$/],
    ['picture.xls', PNG, /it is not an Excel file \(xls\)$/],
    ['empty.xls', '', /it is empty$/],
    ['empty.xlsx', '', /it is empty$/],
    ['archive.xls', notAWorkbook, /it is a zip file but not an Excel workbook/],
    ['archive.xlsx', notAWorkbook, /it is a zip file but not an Excel workbook/],
    ['half.xlsx', book.subarray(0, Math.floor(book.length / 2)), /it is not a complete zip file$/],
    ['cut.xlsx', book.subarray(0, book.length - 10), /it is not a complete zip file$/],
    ['page.xlsx', '<html><table><tr><td>1</td></tr></table></html>', /it is not an xlsx \(zip\) file$/],
    [
      'compound.xls',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 7)]),
      /is not a spreadsheet that can be read: ./,
    ],
  ];

  it.each(garbage)('refuses %s with a 400 that says why, keeping nothing', async (name, file, reason) => {
    const reply = await upload(name, file);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(
      new RegExp(`^${name.replace('.', '\\.')} is not a spreadsheet that can be read: `),
    );
    expect(reply.json.Message).toMatch(reason);
    expect((await names()).filter((n) => n.startsWith(name.replace(/\..*$/, '')))).toEqual([]);
    expect(await tmpEntries()).toEqual([]);
  });
});

describe('real workbooks', () => {
  it('imports a two-sheet xlsx into two csvs as before', async () => {
    const reply = await upload('Book.xlsx', book);
    expect(reply.status).toBe(201);
    expect(reply.json.Datasources.map((a: { name: string }) => a.name)).toEqual(['Book_people.csv', 'Book_prices.csv']);
    expect(await stored('Book_people.csv')).toBe('id,name\r\n1,Ann\r\n');
    expect(await stored('Book_prices.csv')).toBe('sku,price\r\nX-1,9.5\r\n');
  });

  const workbook = () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['code', 'city'],
        ['A1', 'Paris'],
      ]),
      'Cities',
    );
    return wb;
  };
  const kinds: [string, Buffer][] = [
    ['binary.xls', XLSX.write(workbook(), { type: 'buffer', bookType: 'biff8' }) as Buffer],
    ['old.xls', XLSX.write(workbook(), { type: 'buffer', bookType: 'biff5' }) as Buffer],
    ['xml2003.xls', XLSX.write(workbook(), { type: 'buffer', bookType: 'xlml' }) as Buffer],
    ['renamed.xls', XLSX.write(workbook(), { type: 'buffer', bookType: 'xlsx' }) as Buffer],
  ];

  it.each(kinds)('imports %s', async (name, file) => {
    const reply = await upload(name, file);
    expect(reply.status).toBe(201);
    const csv = name.replace(/\.xls$/, '.csv');
    expect(reply.json.Datasources.map((a: { name: string }) => a.name)).toEqual([csv]);
    expect(await stored(csv)).toBe('code,city\r\nA1,Paris\r\n');
  });
});
