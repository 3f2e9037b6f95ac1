import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { encodePath, listUserFiles, putUserFile, userfs } from '../helpers/userfs.ts';

const QUOTA = 64 * 1024;
let server: TestServer;
let demo: string;
let other: string;
let temporary: string;

beforeAll(async () => {
  server = await startTestServer({ userfsQuotaBytes: QUOTA });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  const user = await server.app.users.findByUsername('demo');
  temporary = (await server.app.userFiles.root({ userId: user!.id, region: 'eu-west-1' })).temporary;
});
afterAll(() => server.close());

const usage = async (token = demo) => (await fetchBytes(server, `${userfs()}/usage`, { token })).json;
const names = async () => (await listUserFiles(server, demo, '', '')).json.Data.map((f: { name: string }) => f.name);
const leftovers = () => readdir(temporary).catch(() => [] as string[]);

/** An upload without Content-Length (chunked), in pieces of `chunk` bytes. */
function chunkedUpload(relative: string, total: number, chunk = 8 * 1024): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${userfs()}/data/${encodePath(relative)}`, {
      method: 'PUT',
      headers: {
        authorization: `istoken ${demo}`,
        'content-type': 'application/octet-stream',
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString() || 'null') }),
      );
    });
    // The server may close the connection once it has answered a refusal.
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        const size = Math.min(chunk, total - sent);
        sent += size;
        if (!req.write(Buffer.alloc(size, 7))) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('the quota of a store', () => {
  it('is told with what is used', async () => {
    expect(await usage()).toEqual({ Used: 0, Quota: QUOTA });
  });

  it('refuses an upload whose announced length is past it before reading it, with a 413 that says so', async () => {
    const reply = await putUserFile(server, demo, 'big.bin', Buffer.alloc(QUOTA + 1));
    expect(reply.status).toBe(413);
    expect(reply.json.Message).toMatch(
      /Your file store is full: it holds 0 bytes of its 64 KiB; delete files to make room/,
    );
    expect(await names()).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('stops an upload without a length once it passes the quota, leaving no partial file', async () => {
    const reply = await chunkedUpload('streamed.bin', QUOTA * 2);
    expect(reply.status).toBe(413);
    expect(reply.body.Message).toMatch(/file store is full/);
    expect(await names()).toEqual([]);
    expect(await leftovers()).toEqual([]);
    expect((await usage()).Used).toBe(0);
  });

  it('takes files up to it, counts a replacement once, and makes room again when files go', async () => {
    expect((await putUserFile(server, demo, 'a.bin', Buffer.alloc(40 * 1024))).status).toBe(201);
    expect((await usage()).Used).toBe(40 * 1024);
    const over = await putUserFile(server, demo, 'b.bin', Buffer.alloc(30 * 1024));
    expect(over.status).toBe(413);
    expect(over.json.Message).toMatch(/holds 40 KiB of its 64 KiB/);
    expect((await chunkedUpload('folder/c.bin', 24 * 1024)).status).toBe(201);
    expect((await usage()).Used).toBe(64 * 1024);
    // Replacing a file with a smaller one frees the difference.
    expect((await putUserFile(server, demo, 'a.bin', Buffer.alloc(10 * 1024))).status).toBe(201);
    expect((await usage()).Used).toBe(34 * 1024);
    await fetchBytes(server, `${userfs()}/data/a.bin`, { method: 'DELETE', token: demo });
    expect((await usage()).Used).toBe(24 * 1024);
    await fetchBytes(server, `${userfs()}/directory/folder/`, { method: 'DELETE', token: demo });
    expect((await usage()).Used).toBe(0);
    // Another user's store has its own quota.
    expect((await usage(other)).Used).toBe(0);
  });

  it('holds when uploads arrive together: what they store never passes it', async () => {
    const replies = await Promise.all(
      Array.from({ length: 4 }, (_, i) => chunkedUpload(`together-${i}.bin`, 24 * 1024, 4 * 1024)),
    );
    const stored = replies.filter((reply) => reply.status === 201).length;
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThanOrEqual(2);
    expect(replies.filter((reply) => reply.status === 413)).toHaveLength(4 - stored);
    expect((await usage()).Used).toBe(stored * 24 * 1024);
    expect(await names()).toHaveLength(stored);
    expect(await leftovers()).toEqual([]);
  });
});
