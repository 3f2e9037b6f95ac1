import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { fetchBytes } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listUserFiles, putUserFile, userfs } from '../helpers/userfs.ts';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-userfs-restart-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The app again on the same data folder (its accounts are there already), asked in-process as the same user. */
async function restarted(dataDir: string) {
  const app = buildApp({
    dataDir,
    consoleDir: path.join(scratch, 'none'),
    remotesDir: path.join(scratch, 'none'),
    logLevel: 'silent',
  });
  await app.ready();
  const user = await app.users.findByUsername('demo');
  const { token } = await app.tokens.issue(user!.id);
  const get = async (url: string) => {
    const reply = await app.inject({ url: `${userfs()}${url}`, headers: { authorization: `istoken ${token}` } });
    return { status: reply.statusCode, json: reply.json() };
  };
  return { app, get };
}

const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);
const storeOf = async (server: TestServer, username: string) => {
  const user = await server.app.users.findByUsername(username);
  return server.app.userFiles.root({ userId: user!.id, region: 'eu-west-1' });
};

describe('an upload cut short', () => {
  it('by the client leaves no file and no partial file, and takes nothing from the quota', async () => {
    const server = await startTestServer({ dataDir: path.join(scratch, 'cancel') });
    try {
      const demo = await server.login('demo');
      const root = await storeOf(server, 'demo');
      const upload = request(`${server.url}${userfs()}/data/big/cut.bin`, {
        method: 'PUT',
        headers: { authorization: `istoken ${demo}`, 'content-length': String(8 * 1024 * 1024) },
      });
      const closed = new Promise<void>((resolve) => {
        upload.on('error', () => resolve());
        upload.on('close', () => resolve());
      });
      upload.write(Buffer.alloc(256 * 1024, 1));
      const [partial] = await eventually(
        () => filesIn(root.temporary),
        (names) => names.length === 1,
      );
      await eventually(
        () => stat(path.join(root.temporary, partial!)).then((info) => info.size),
        (size) => size > 0,
      );
      upload.destroy();
      await closed;
      await eventually(
        () => filesIn(root.temporary),
        (names) => names.length === 0,
      );
      expect((await listUserFiles(server, demo, 'big/')).json.Data).toEqual([]);
      expect((await fetchBytes(server, `${userfs()}/usage`, { token: demo })).json.Used).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('by a crash is swept at the next start, and the files kept are counted from disk', async () => {
    const dataDir = path.join(scratch, 'crash');
    const first = await startTestServer({ dataDir });
    let temporary: string;
    try {
      const demo = await first.login('demo');
      expect((await putUserFile(first, demo, 'kept/a.txt', 'abcd')).status).toBe(201);
      temporary = (await storeOf(first, 'demo')).temporary;
    } finally {
      await first.close();
    }
    // What a process stopped mid-upload leaves behind.
    await mkdir(temporary, { recursive: true });
    await writeFile(path.join(temporary, 'half-received'), Buffer.alloc(1000));

    const second = await restarted(dataDir);
    try {
      expect(await filesIn(temporary)).toEqual([]);
      expect(
        (await second.get('/list/data/kept/?use_directories=1')).json.Data.map((f: { name: string }) => f.name),
      ).toEqual(['a.txt']);
      expect((await second.get('/usage')).json.Used).toBe(4);
    } finally {
      await second.app.close();
    }
  });

  it('keeps page tokens valid across a restart', async () => {
    const dataDir = path.join(scratch, 'tokens');
    const first = await startTestServer({ dataDir });
    let token = '';
    try {
      const demo = await first.login('demo');
      for (const name of ['a', 'b', 'c']) await putUserFile(first, demo, `${name}.txt`, name);
      token = (await listUserFiles(first, demo, '', 'use_directories=1&pagesize=2')).json.PageToken;
    } finally {
      await first.close();
    }
    const second = await restarted(dataDir);
    try {
      const next = await second.get(`/list/data/?use_directories=1&pagetoken=${encodeURIComponent(token)}`);
      expect(next.status).toBe(200);
      expect(next.json.Data.map((f: { name: string }) => f.name)).toEqual(['c.txt']);
    } finally {
      await second.app.close();
    }
  });
});
