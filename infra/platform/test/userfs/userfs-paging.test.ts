import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listAll, listUserFiles, putUserFile } from '../helpers/userfs.ts';

let server: TestServer;
let demo: string;
let other: string;

const name = (n: number) => `file-${String(n).padStart(4, '0')}.txt`;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  // 1,000 files through the API, a few at a time.
  for (let start = 0; start < 1000; start += 25) {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => putUserFile(server, demo, `many/${name(start + i)}`, `${start + i}`)).map(
        async (reply) => expect((await reply).status).toBe(201),
      ),
    );
  }
}, 120_000);
afterAll(() => server.close());

const page = (prefix: string, query: string, token = demo) => listUserFiles(server, token, prefix, query);

describe('a folder of 1,000 files', () => {
  it('comes in pages of at most 200, each name once and in order, with a token until the last page', async () => {
    const { names, pages } = await listAll(server, demo, 'many/');
    expect(pages).toBe(5);
    expect(names).toEqual(Array.from({ length: 1000 }, (_, i) => name(i)));
  });

  it('caps the page size at 200 and follows a smaller one', async () => {
    const big = await page('many/', 'use_directories=1&pagesize=5000');
    expect(big.json.Data).toHaveLength(200);
    expect(big.json.Metadata).toEqual({ Count: 200, PageSize: 200 });
    const { names, pages } = await listAll(server, demo, 'many/', 64);
    expect(pages).toBe(16);
    expect(new Set(names).size).toBe(1000);
  });

  it('neither repeats nor skips a file when files are added between pages', async () => {
    const seen: string[] = [];
    let token = '';
    let added = 0;
    do {
      const reply = await page(
        'many/',
        `use_directories=1&pagesize=100${token ? `&pagetoken=${encodeURIComponent(token)}` : ''}`,
      );
      expect(reply.status).toBe(200);
      seen.push(...reply.json.Data.map((f: { name: string }) => f.name));
      token = reply.json.PageToken ?? '';
      // Between pages, one file sorts before what was listed and one after it.
      await putUserFile(server, demo, `many/a-early-${added}.txt`, 'x');
      await putUserFile(server, demo, `many/z-late-${added}.txt`, 'x');
      added += 1;
    } while (token);
    const originals = seen.filter((n) => n.startsWith('file-'));
    expect(originals).toEqual(Array.from({ length: 1000 }, (_, i) => name(i)));
    expect(new Set(seen).size).toBe(seen.length);
    // Those added after the listing passed them come in order at the end.
    const late = seen.filter((n) => n.startsWith('z-late-'));
    expect(late.length).toBeGreaterThan(0);
    expect(seen.filter((n) => n.startsWith('a-early-'))).toEqual([]);
  });

  it('refuses a token that was altered, made up, or belongs to another folder, mode or user', async () => {
    const first = await page('many/', 'use_directories=1&pagesize=10');
    const token: string = first.json.PageToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'utf8').toString()).not.toContain('.txt');

    const forged = Buffer.from(JSON.stringify(['many/', 1, '../../'])).toString('base64url');
    const [, signature] = token.split('.');
    const tries = [
      `${forged}.${signature}`,
      forged,
      '10',
      '-1',
      '../../etc/passwd',
      `${token}x`,
      `${token}.extra`,
      token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    ];
    for (const bad of tries) {
      const reply = await page('many/', `use_directories=1&pagetoken=${encodeURIComponent(bad)}`);
      expect(reply.status, bad).toBe(400);
      expect(reply.json.Message).toMatch(/page token/);
    }
    expect((await page('', `use_directories=1&pagetoken=${encodeURIComponent(token)}`)).status).toBe(400);
    expect((await page('many/', `use_directories=0&pagetoken=${encodeURIComponent(token)}`)).status).toBe(400);
    expect((await page('many/', `use_directories=1&pagetoken=${encodeURIComponent(token)}`, other)).status).toBe(400);
    // The same token still reads for its listing.
    const next = await page('many/', `use_directories=1&pagesize=10&pagetoken=${encodeURIComponent(token)}`);
    const twenty = await page('many/', 'use_directories=1&pagesize=20');
    expect(next.json.Data[0].name).toBe(twenty.json.Data[10].name);
  });

  it('refuses a page size that is no whole number from 1', async () => {
    for (const size of ['0', '-5', 'abc', '1.5'])
      expect((await page('many/', `pagesize=${size}`)).status, size).toBe(400);
  });

  it('keeps folders with the files in name order, and lists a missing folder as empty', async () => {
    await putUserFile(server, demo, 'mixed/b.txt', 'b');
    await putUserFile(server, demo, 'mixed/a/inner.txt', 'a');
    await putUserFile(server, demo, 'mixed/c/inner.txt', 'c');
    const reply = await page('mixed/', 'use_directories=1&pagesize=2');
    expect(reply.json.Directories.map((d: { name: string }) => d.name)).toEqual(['a/']);
    expect(reply.json.Data.map((d: { name: string }) => d.name)).toEqual(['b.txt']);
    const rest = await page('mixed/', `use_directories=1&pagetoken=${encodeURIComponent(reply.json.PageToken)}`);
    expect(rest.json.Directories.map((d: { name: string }) => d.name)).toEqual(['c/']);
    expect(rest.json.PageToken).toBeUndefined();
    expect((await page('nothing-here/', 'use_directories=1')).json).toMatchObject({ Directories: [], Data: [] });
    expect((await page('mixed/b.txt', 'use_directories=1')).status).toBe(400);
  });
});
