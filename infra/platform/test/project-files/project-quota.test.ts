import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_CONTENT } from '../../src/project-files/project-quota.ts';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { streamingPut } from '../helpers/userfs.ts';

// A project's storage quota under concurrent uploads, replacements and deletions: after each
// storm the usage GET /v1/project/{uid} tells is what the project's files hold, within the quota.
const QUOTA = 64 * 1024;
const KiB = 1024;
const REGION = 'eu-west-1';
let server: TestServer;
let demo: string;

beforeAll(async () => {
  server = await startTestServer({ projectQuotaBytes: QUOTA });
  demo = await server.login('demo');
});
afterAll(() => server.close());

const text = (size: number, fill = 'a') => Buffer.alloc(size, fill);

/** A new project, and what a storm needs of it. */
async function project(name: string) {
  const uid = await createProject(server, demo, name);
  const put = (asset: string, size: number, replace: 0 | 1 = 1) =>
    putData(server, demo, uid, asset, text(size), { replace });
  const remove = (asset: string) =>
    fetchBytes(server, `${api()}/data/${uid}/${asset}`, { method: 'DELETE', token: demo });
  const usage = async () =>
    (await server.request(`${api()}/project/${uid}`, { token: demo })).json.Metadata as { Used: number; Quota: number };
  /** The bytes of the project's content as its store lists them. */
  const stored = async () => {
    let total = 0;
    for (const prefix of PROJECT_CONTENT) {
      let after: string | undefined;
      do {
        const page = await server.app.projectFiles.list({ region: REGION, uid }, prefix, { after });
        for (const object of page.objects) total += object.size;
        after = page.next;
      } while (after);
    }
    return total;
  };
  const receiving = async () =>
    readdir(path.join(server.app.blobs.projectDir(REGION, uid), '.tmp')).catch(() => [] as string[]);
  const assetSizes = async () => {
    const listed = (await server.request(`${api()}/list/data/${uid}/`, { token: demo })).json;
    return Object.values(listed as Record<string, unknown>)
      .filter(Array.isArray)
      .flat()
      .reduce((sum: number, asset: any) => sum + (typeof asset?.size === 'number' ? asset.size : 0), 0);
  };
  const settled = async () => {
    const [told, held] = [await usage(), await stored()];
    expect(told).toMatchObject({ Used: held, Quota: QUOTA });
    expect(held).toBeLessThanOrEqual(QUOTA);
    expect(await receiving()).toEqual([]);
    return held;
  };
  return { uid, put, remove, usage, stored, receiving, assetSizes, settled };
}

const refusedForQuota = (reply: { status: number; json?: any; body?: any }) => {
  expect(reply.status).toBe(413);
  expect((reply.json ?? reply.body).Message).toMatch(
    /This would take the project past its storage quota: it holds .* of its 64 KiB; delete assets to make room/,
  );
};

describe("a project's storage quota", () => {
  it('is told with the project, and refuses an upload announced past it before reading it, leaving nothing', async () => {
    const p = await project('Told');
    expect(await p.usage()).toMatchObject({ Used: 0, Quota: QUOTA });
    const over = await p.put('huge.txt', QUOTA + 1, 0);
    refusedForQuota(over);
    expect(over.json.Message).toMatch(/it holds 0 bytes of its 64 KiB/);
    expect(await p.assetSizes()).toBe(0);
    expect(await p.settled()).toBe(0);
    expect((await p.put('notes.txt', 10 * KiB, 0)).status).toBe(201);
    expect(await p.usage()).toMatchObject({ Used: 10 * KiB });
    refusedForQuota(await p.put('more.txt', 60 * KiB, 0));
    expect((await p.usage()).Used).toBe(10 * KiB);
  });

  it('stores only what fits of uploads racing toward it, each one past it refused naming the quota', async () => {
    const p = await project('Edge');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => p.put(`part-${i}.txt`, 8 * KiB, 0)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(8);
    for (const reply of replies.filter((r) => r.status !== 201)) refusedForQuota(reply);
    expect(await p.assetSizes()).toBe(QUOTA);
    expect(await p.settled()).toBe(QUOTA);
  });

  it('counts replacements of one asset at once, racing its deletions, as what is left', async () => {
    const p = await project('Replaced');
    expect((await p.put('logo.txt', 5 * KiB, 0)).status).toBe(201);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? p.remove('logo.txt') : p.put('logo.txt', i + 1))),
    );
    for (const reply of replies) expect([200, 201, 404]).toContain(reply.status);
    const held = await p.settled();
    expect(held).toBe(await p.assetSizes());
    // Replacements that each fit alone but not beside one another's bytes.
    const large = await Promise.all(Array.from({ length: 8 }, () => p.put('logo.txt', 40 * KiB)));
    for (const reply of large) expect(reply.status).toBe(201);
    expect(await p.settled()).toBe(40 * KiB);
  });

  it('refuses a slow replacement whose file was deleted and its room taken meanwhile, leaving nothing of it', async () => {
    const p = await project('Slow');
    expect((await p.put('big.txt', 40 * KiB, 0)).status).toBe(201);
    const slow = streamingPut(server, demo, `${api()}/data/${p.uid}/big.txt?replace=1`);
    await slow.send(text(4 * KiB, 'b'));
    await eventually(p.receiving, (names) => names.length === 1);
    expect((await p.remove('big.txt')).status).toBe(200);
    expect((await p.put('fill.txt', 40 * KiB, 0)).status).toBe(201);
    for (let sent = 4 * KiB; sent < 40 * KiB; sent += 4 * KiB) await slow.send(text(4 * KiB, 'b'));
    slow.end();
    refusedForQuota(await slow.reply);
    expect(await p.assetSizes()).toBe(40 * KiB);
    expect(await p.settled()).toBe(40 * KiB);
  });

  it('counts app data written beside uploads toward the edge, and refuses what does not fit', async () => {
    const p = await project('App data');
    expect((await p.put('base.txt', 56 * KiB, 0)).status).toBe(201);
    const jobs = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: i.toString(16).padStart(12, '0'),
        name: `Job ${i}`,
        movie: 'intro',
        destination: { type: 'cdn' },
      }));
    const replies = await Promise.all([
      putAppData(server, demo, p.uid, 'jobs.json', jobs(40)),
      putAppData(server, demo, p.uid, 'jobs.json', jobs(20)),
      p.put('extra-1.txt', 3 * KiB, 0),
      p.put('extra-2.txt', 3 * KiB, 0),
      p.put('extra-3.txt', 3 * KiB, 0),
    ]);
    for (const reply of replies) expect([200, 201, 413]).toContain(reply.status);
    expect(replies.some((reply) => reply.status === 413)).toBe(true);
    for (const reply of replies.filter((r) => r.status === 413)) refusedForQuota(reply);
    await p.settled();
    // Removing an asset makes room again.
    expect((await p.remove('base.txt')).status).toBe(200);
    expect((await putAppData(server, demo, p.uid, 'jobs.json', jobs(40))).status).toBeLessThan(300);
    await p.settled();
  });
});
