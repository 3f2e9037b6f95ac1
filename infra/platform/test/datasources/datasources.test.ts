import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, listData, putDatasource } from '../helpers/assets.ts';
import { xlsxOf } from '../helpers/media.ts';
import { startTestServer } from '../helpers/server.ts';
import { withProject } from '../helpers/with-project.ts';

const projectDir = () => path.join(ctx.server.dataDir, 'blobs', 'eu-west-1', ctx.uid);
const tmpEntries = () => readdir(path.join(projectDir(), '.tmp')).catch(() => [] as string[]);
const processed = (name: string, metadataOnly = false) =>
  ctx.server.request(
    `${api()}/data/${ctx.uid}/${encodeURIComponent(name)}?processed=1${metadataOnly ? '&metadataonly=1' : ''}`,
    { token: ctx.owner },
  );
const stored = async (name: string) =>
  (
    await fetchBytes(ctx.server, `${api()}/data/${ctx.uid}/${encodeURIComponent(name)}`, { token: ctx.owner })
  ).bytes.toString();
const datasourceNames = async () =>
  (await listData(ctx.server, ctx.owner, ctx.uid)).json.Datasources.map((a: { name: string }) => a.name);

const HEADER = { delimiter: '', first_line_is_header: 'true', replace: '0' };

const ctx = withProject('Data');

describe('csv', () => {
  it('detects a ; delimiter and stores comma-delimited csv with its metadata', async () => {
    const csv = 'code;city;image\nA1;Paris;paris.png\nB2;"Rome; Italy";rome.png\nC3;Paris;\n';
    const reply = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'cities.csv', HEADER, csv);
    expect(reply.status).toBe(201);
    expect(reply.json.Datasources).toEqual([
      expect.objectContaining({ name: 'cities.csv', type: 'datasource', mimetype: 'text/csv', prjuid: ctx.uid }),
    ]);
    expect(await stored('cities.csv')).toBe(
      'code,city,image\r\nA1,Paris,paris.png\r\nB2,Rome; Italy,rome.png\r\nC3,Paris,\r\n',
    );

    const full = await processed('cities.csv');
    expect(full.status).toBe(200);
    expect(full.json).toEqual({
      columns: ['code', 'city', 'image'],
      values: [
        ['A1', 'Paris', 'paris.png'],
        ['B2', 'Rome; Italy', 'rome.png'],
        ['C3', 'Paris', ''],
      ],
      keys: ['A1', 'B2', 'C3'],
      key_column: 'code',
      key_column_candidates: ['code'],
      media_columns: [],
      parse_data: { delimiter: ';', first_line_is_header: true },
      rowcount: 3,
    });
    const meta = await processed('cities.csv', true);
    expect(meta.json).toEqual({ ...full.json, values: undefined, keys: undefined });
    expect(Object.keys(meta.json)).not.toContain('values');
    expect(Object.keys(meta.json)).not.toContain('keys');
  });

  it('takes the delimiter it is given', async () => {
    const reply = await putDatasource(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'piped.txt',
      { ...HEADER, delimiter: '|' },
      'a|b\n1|x,y\n',
    );
    expect(reply.json.Datasources.map((a: { name: string }) => a.name)).toEqual(['piped.csv']);
    expect((await processed('piped.csv')).json).toMatchObject({ columns: ['a', 'b'], values: [['1', 'x,y']] });
  });

  it('names columns Column 1, 2, ... when the first line is not a header', async () => {
    const reply = await putDatasource(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'raw.csv',
      { ...HEADER, first_line_is_header: 'false' },
      '1,one\n2,two\n2,three\n',
    );
    expect(reply.status).toBe(201);
    expect((await processed('raw.csv')).json).toMatchObject({
      columns: ['Column 1', 'Column 2'],
      values: [
        ['1', 'one'],
        ['2', 'two'],
        ['2', 'three'],
      ],
      key_column: 'Column 2',
      key_column_candidates: ['Column 2'],
      parse_data: { delimiter: ',', first_line_is_header: false },
      rowcount: 3,
    });
  });

  it('defaults first_line_is_header to true', async () => {
    const reply = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'plain.csv', {}, 'k,v\n1,2\n');
    expect(reply.status).toBe(201);
    expect((await processed('plain.csv', true)).json).toMatchObject({ columns: ['k', 'v'], rowcount: 1 });
  });

  it('reads Windows-1252 text and stores it as UTF-8', async () => {
    const latin = Buffer.from('name;price\nCaf\xe9;3\n', 'latin1');
    expect((await putDatasource(ctx.server, ctx.owner, ctx.uid, 'menu.csv', HEADER, latin)).status).toBe(201);
    expect((await processed('menu.csv')).json.values).toEqual([['Café', '3']]);
    expect(await stored('menu.csv')).toBe('name,price\r\nCafé,3\r\n');
  });

  it('refuses replace=0 over an existing datasource (409) and replaces with replace=1', async () => {
    const csv = 'id,label\n1,a\n';
    expect((await putDatasource(ctx.server, ctx.owner, ctx.uid, 'again.csv', HEADER, csv)).status).toBe(201);
    const conflict = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'again.csv', HEADER, 'id,label\n9,z\n');
    expect(conflict.status).toBe(409);
    expect(conflict.json.Message).toContain('again.csv');
    expect((await processed('again.csv')).json.values).toEqual([['1', 'a']]);
    const replaced = await putDatasource(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'again.csv',
      { ...HEADER, replace: '1' },
      'id,label\n9,z\n',
    );
    expect(replaced.status).toBe(201);
    expect((await processed('again.csv')).json.values).toEqual([['9', 'z']]);
    expect(await tmpEntries()).toEqual([]);
  });

  it('refuses a binary file and a bad delimiter (400)', async () => {
    const binary = await putDatasource(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'blob.csv',
      HEADER,
      Buffer.from([0, 1, 2, 3, 0, 255]),
    );
    expect(binary.status).toBe(400);
    expect(binary.json.Message).toContain('blob.csv');
    const delimiter = await putDatasource(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'x.csv',
      { ...HEADER, delimiter: ';;' },
      'a;b\n',
    );
    expect(delimiter.status).toBe(400);
    expect(delimiter.json.Message).toMatch(/delimiter/);
    expect(await datasourceNames()).not.toContain('blob.csv');
    expect(await datasourceNames()).not.toContain('x.csv');
    expect(await tmpEntries()).toEqual([]);
  });
});

describe('xlsx', () => {
  it('makes one csv per sheet, named with the lowercased sheet name', async () => {
    const book = xlsxOf({
      People: [
        ['id', 'name', 'photo'],
        [1, 'Ann', 'ann.png'],
        [2, 'Bob', 'bob.png'],
      ],
      'Price List': [
        ['sku', 'price'],
        ['X-1', 9.5],
        ['X-2', 12],
      ],
    });
    const reply = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'Catalog.xlsx', HEADER, book);
    expect(reply.status).toBe(201);
    expect(reply.json.Datasources.map((a: { name: string }) => a.name)).toEqual([
      'Catalog_people.csv',
      'Catalog_price list.csv',
    ]);
    expect((await processed('Catalog_people.csv')).json).toMatchObject({
      columns: ['id', 'name', 'photo'],
      values: [
        ['1', 'Ann', 'ann.png'],
        ['2', 'Bob', 'bob.png'],
      ],
      key_column: 'id',
      key_column_candidates: ['id', 'name', 'photo'],
      rowcount: 2,
    });
    expect(await stored('Catalog_price list.csv')).toBe('sku,price\r\nX-1,9.5\r\nX-2,12\r\n');
  });

  it('keeps the upload name for a single sheet', async () => {
    const reply = await putDatasource(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'single.xlsx',
      HEADER,
      xlsxOf({ Only: [['a'], ['1']] }),
    );
    expect(reply.json.Datasources.map((a: { name: string }) => a.name)).toEqual(['single.csv']);
  });

  it('refuses a corrupt xlsx with a 400 that says so, and keeps nothing', async () => {
    const book = xlsxOf({ A: [['a'], ['1']], B: [['b'], ['2']] });
    for (const bytes of [book.subarray(0, book.length / 2), Buffer.from('definitely not a spreadsheet')]) {
      const reply = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'broken.xlsx', HEADER, bytes);
      expect(reply.status).toBe(400);
      expect(reply.json.Message).toMatch(/^broken\.xlsx is not a spreadsheet that can be read/);
    }
    expect((await datasourceNames()).filter((n: string) => n.startsWith('broken'))).toEqual([]);
    expect(await tmpEntries()).toEqual([]);
  });
});

describe('json', () => {
  it('converts a list of records to csv', async () => {
    const records = [
      { id: 'a', score: 1, tags: ['x'] },
      { id: 'b', score: 2, extra: null },
    ];
    const reply = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'scores.json', HEADER, JSON.stringify(records));
    expect(reply.json.Datasources.map((a: { name: string }) => a.name)).toEqual(['scores.csv']);
    expect((await processed('scores.csv')).json).toMatchObject({
      columns: ['id', 'score', 'tags', 'extra'],
      values: [
        ['a', '1', '["x"]', ''],
        ['b', '2', '', ''],
      ],
      key_column: 'id',
      parse_data: { first_line_is_header: true },
    });
  });

  it('refuses json that is not a list of records (400)', async () => {
    const invalid = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'bad.json', HEADER, '{"a": 1');
    expect(invalid.status).toBe(400);
    expect(invalid.json.Message).toMatch(/^bad\.json is not valid JSON/);
    const scalar = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'scalar.json', HEADER, '42');
    expect(scalar.status).toBe(400);
    expect(scalar.json.Message).toContain('list of records');
  });
});

describe('metadata update (replace=1 without a file)', () => {
  beforeAll(async () => {
    const csv = 'id,title,poster,clip\n1,First,a.png,a.mp4\n2,Second,b.png,b.mp4\n';
    expect((await putDatasource(ctx.server, ctx.owner, ctx.uid, 'movies.csv', HEADER, csv)).status).toBe(201);
  });

  it('saves the key column and media columns', async () => {
    const reply = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'movies.csv', {
      replace: '1',
      key_column: 'title',
      media_columns: JSON.stringify(['poster', 'clip']),
      keys: JSON.stringify(['First', 'Second']),
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      columns: ['id', 'title', 'poster', 'clip'],
      key_column: 'title',
      media_columns: ['poster', 'clip'],
      key_column_candidates: ['id', 'title', 'poster', 'clip'],
      parse_data: { delimiter: ',', first_line_is_header: true },
      rowcount: 2,
    });
    expect((await processed('movies.csv')).json).toMatchObject({
      key_column: 'title',
      media_columns: ['poster', 'clip'],
      keys: ['First', 'Second'],
    });
  });

  it('refuses unknown columns and malformed fields (400) and changes nothing', async () => {
    const cases: Array<Record<string, string>> = [
      { replace: '1', key_column: 'nope', media_columns: '[]' },
      { replace: '1', key_column: 'id', media_columns: JSON.stringify(['poster', 'missing']) },
      { replace: '1', key_column: 'id', media_columns: 'poster' },
      { replace: '1', key_column: 'id', media_columns: '[]', keys: '{broken' },
    ];
    for (const fields of cases) {
      const reply = await putDatasource(ctx.server, ctx.owner, ctx.uid, 'movies.csv', fields);
      expect(reply.status, JSON.stringify(fields)).toBe(400);
      expect(reply.json.Message).toEqual(expect.any(String));
    }
    expect((await processed('movies.csv', true)).json).toMatchObject({
      key_column: 'title',
      media_columns: ['poster', 'clip'],
    });
  });

  it('keeps the chosen columns when the file is replaced and they still exist', async () => {
    const csv = 'id,title,poster\n3,Third,c.png\n';
    expect(
      (await putDatasource(ctx.server, ctx.owner, ctx.uid, 'movies.csv', { ...HEADER, replace: '1' }, csv)).status,
    ).toBe(201);
    expect((await processed('movies.csv', true)).json).toMatchObject({
      key_column: 'title',
      media_columns: ['poster'],
    });
  });

  it('answers 404 for an unknown datasource and 400 without a file on create', async () => {
    expect(
      (await putDatasource(ctx.server, ctx.owner, ctx.uid, 'ghost.csv', { replace: '1', key_column: '' })).status,
    ).toBe(404);
    expect((await putDatasource(ctx.server, ctx.owner, ctx.uid, 'ghost.csv', { replace: '0' })).status).toBe(400);
  });
});

describe('413', () => {
  it('refuses a datasource over the upload limit', async () => {
    const small = await startTestServer({ uploadLimitBytes: 1000 });
    try {
      const token = await small.login('demo');
      const uid = await createProject(small, token, 'Small');
      const reply = await putDatasource(small, token, uid, 'big.csv', HEADER, 'a,b\n'.repeat(500));
      expect(reply.status).toBe(413);
      expect(reply.json.Message).toContain('1000 bytes');
      expect(await small.app.projectFiles.head({ region: 'eu-west-1', uid }, 'userdata/big.csv')).toBeUndefined();
      expect(await readdir(path.join(small.dataDir, 'blobs', 'eu-west-1', uid, '.tmp')).catch(() => [])).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
