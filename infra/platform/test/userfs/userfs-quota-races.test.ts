import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { encodePath, putUserFile, storedUserBytes, streamingPut, userfs } from '../helpers/userfs.ts';

// Storms of concurrent writes, replacements and deletes of one user's store: after each, the
// usage the store reports is what it holds, and what it holds never passed the quota.
const QUOTA = 64 * 1024;
const KiB = 1024;
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ userfsQuotaBytes: QUOTA });
  for (const name of ['demo', 'other', 'admin']) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

/** One store of its own for each storm: a user in a region. */
function store(username: string, region: string) {
  const token = tokens[username]!;
  const base = userfs(region);
  const put = (relative: string, size: number) => putUserFile(server, token, relative, Buffer.alloc(size, 1), region);
  const remove = (relative: string) =>
    fetchBytes(server, `${base}/data/${encodePath(relative)}`, { method: 'DELETE', token });
  const usage = async () =>
    (await fetchBytes(server, `${base}/usage`, { token })).json as { Used: number; Quota: number };
  const stored = () => storedUserBytes(server, token, region);
  /** The uploads the server is receiving now: their files in the user's `.tmp/`, with their sizes so far. */
  const receiving = async () => {
    const user = await server.app.users.findByUsername(username);
    const dir = (await server.app.userFiles.root({ userId: user!.id, region })).temporary;
    const names = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(names.map(async (name) => (await stat(path.join(dir, name)).catch(() => undefined))?.size ?? 0));
  };
  /** What every storm ends with: the usage told is the bytes stored, within the quota, and nothing is left half-received. */
  const settled = async () => {
    const [told, held] = [await usage(), await stored()];
    expect(told).toEqual({ Used: held, Quota: QUOTA });
    expect(held).toBeLessThanOrEqual(QUOTA);
    expect(await receiving()).toEqual([]);
    return held;
  };
  return { token, base, put, remove, usage, stored, receiving, settled };
}

const refusedForQuota = (reply: { status: number; json?: any; body?: any }) => {
  expect(reply.status).toBe(413);
  expect((reply.json ?? reply.body).Message).toMatch(
    /Your file store is full: it holds .* of its 64 KiB; delete files to make room/,
  );
};

/** A slow replacement of `relative`: its first `first` bytes are in (the server is receiving them) when this resolves. */
async function slowUpload(s: ReturnType<typeof store>, relative: string, first: number) {
  const upload = streamingPut(server, s.token, `${s.base}/data/${encodePath(relative)}`);
  await upload.send(Buffer.alloc(first, 2));
  await eventually(s.receiving, (sizes) => sizes.length === 1 && sizes[0]! >= first);
  return {
    /** Sends the rest up to `total` bytes, and the answer. */
    finish: async (total: number) => {
      for (let sent = first; sent < total; sent += 4 * KiB)
        await upload.send(Buffer.alloc(Math.min(4 * KiB, total - sent), 2));
      upload.end();
      return upload.reply;
    },
  };
}

describe('the quota of a store under concurrent changes', () => {
  it('counts thirty replacements of one file at once as the one file that stays', async () => {
    const s = store('demo', 'eu-west-1');
    expect((await s.put('logo.bin', 5 * KiB)).status).toBe(201);
    // One byte to 30 bytes, all at once, with usage asked for in the middle of them.
    const replies = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => s.put('logo.bin', i + 1)),
      s.usage(),
      s.usage(),
    ]);
    for (const reply of replies.slice(0, 30)) expect((reply as { status: number }).status).toBe(201);
    for (const told of replies.slice(30) as Array<{ Used: number }>) expect(told.Used).toBeLessThanOrEqual(QUOTA);
    const held = await s.settled();
    expect(held).toBeGreaterThanOrEqual(1);
    expect(held).toBeLessThanOrEqual(30);
    // Large replacements of one file at once, each of them alone fitting: the last one placed stays.
    const large = await Promise.all(Array.from({ length: 12 }, () => s.put('logo.bin', 20 * KiB)));
    for (const reply of large) {
      expect([201, 413]).toContain(reply.status);
      if (reply.status === 413) refusedForQuota(reply);
    }
    expect(large.some((reply) => reply.status === 201)).toBe(true);
    expect(await s.settled()).toBe(20 * KiB);
  });

  it('counts replacements racing deletions of the same files as what is left', async () => {
    const s = store('other', 'eu-west-1');
    for (let round = 0; round < 2; round += 1) {
      const storm = [];
      for (let i = 0; i < 8; i += 1) {
        const name = `race-${i % 3}.bin`;
        storm.push(s.put(name, (i + 1) * KiB), s.remove(name), s.remove(name), s.put(name, 2 * KiB));
      }
      const replies = await Promise.all(storm);
      for (const reply of replies) expect([200, 201, 404, 413]).toContain(reply.status);
      for (const reply of replies.filter((r) => r.status === 413)) refusedForQuota(reply);
      await s.settled();
    }
    // Deleting what is left brings it back to nothing.
    await Promise.all(['race-0.bin', 'race-1.bin', 'race-2.bin'].map((name) => s.remove(name)));
    expect(await s.settled()).toBe(0);
  });

  it('takes back what a file lent its replacement when the file is deleted first: the quota holds', async () => {
    const s = store('admin', 'eu-west-1');
    expect((await s.put('big.bin', 48 * KiB)).status).toBe(201);
    const slow = await slowUpload(s, 'big.bin', 4 * KiB);
    expect((await s.remove('big.bin')).status).toBe(200);
    // The room big.bin left is taken by another file...
    expect((await s.put('fill.bin', 48 * KiB)).status).toBe(201);
    // ...so the slow replacement can no longer use big.bin's bytes: the rest of it passes the quota.
    refusedForQuota(await slow.finish(48 * KiB));
    expect(await s.settled()).toBe(48 * KiB);
  });

  it('takes back the loan when another upload replaces the file first', async () => {
    const s = store('demo', 'us-east-1');
    expect((await s.put('song.bin', 30 * KiB)).status).toBe(201);
    const slow = await slowUpload(s, 'song.bin', 4 * KiB);
    // A quick replacement of the same file lands first (it holds all it sends: the slow one has the loan).
    expect((await s.put('song.bin', 30 * KiB)).status).toBe(201);
    expect((await s.usage()).Used).toBe(30 * KiB);
    // 40 KiB beside the 30 KiB stored passes 64 KiB: the slow one is refused, not counted as a swap of the first song.
    refusedForQuota(await slow.finish(40 * KiB));
    expect(await s.settled()).toBe(30 * KiB);
  });

  it('takes back the loans of a folder removed while its files are being replaced', async () => {
    const s = store('other', 'us-east-1');
    expect((await s.put('album/a.bin', 30 * KiB)).status).toBe(201);
    const slow = await slowUpload(s, 'album/a.bin', 2 * KiB);
    expect((await fetchBytes(server, `${s.base}/directory/album/`, { method: 'DELETE', token: s.token })).status).toBe(
      200,
    );
    expect((await s.put('other.bin', 40 * KiB)).status).toBe(201);
    refusedForQuota(await slow.finish(30 * KiB));
    expect(await s.settled()).toBe(40 * KiB);
  });

  it('lets uploads racing toward the quota store only what fits, each one past it refused naming the quota', async () => {
    const s = store('admin', 'us-east-1');
    // With their lengths announced (held before they are read): 20 of 8 KiB, of which 8 fit.
    const announced = await Promise.all(Array.from({ length: 20 }, (_, i) => s.put(`edge-${i}.bin`, 8 * KiB)));
    expect(announced.filter((reply) => reply.status === 201)).toHaveLength(8);
    for (const reply of announced.filter((r) => r.status !== 201)) refusedForQuota(reply);
    expect(await s.settled()).toBe(QUOTA);
    // Without a length (each chunk held as it arrives), once the store is emptied: 10 of 8 KiB at once.
    const removed = await Promise.all(announced.map((_, i) => s.remove(`edge-${i}.bin`)));
    expect(removed.filter((reply) => reply.status === 200)).toHaveLength(8);
    expect(await s.settled()).toBe(0);
    const streams = Array.from({ length: 10 }, (_, i) =>
      streamingPut(server, s.token, `${s.base}/data/stream-${i}.bin`),
    );
    await Promise.all(
      streams.map(async (upload) => {
        for (let sent = 0; sent < 8 * KiB; sent += 2 * KiB) await upload.send(Buffer.alloc(2 * KiB, 3));
        upload.end();
      }),
    );
    const replies = await Promise.all(streams.map((upload) => upload.reply));
    const stored = replies.filter((reply) => reply.status === 201).length;
    expect(stored).toBeLessThanOrEqual(8);
    expect(stored).toBeGreaterThanOrEqual(1);
    for (const reply of replies.filter((r) => r.status !== 201)) refusedForQuota(reply);
    expect(await s.settled()).toBe(stored * 8 * KiB);
  });

  it('refuses all but what fits when a full store is replaced many times at once', async () => {
    const s = store('demo', 'eu-original-1');
    expect((await s.put('full.bin', 56 * KiB)).status).toBe(201);
    // Only one replacement at a time may use full.bin's bytes; the others do not fit beside it.
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () => s.put('full.bin', 56 * KiB)),
      s.remove('full.bin'),
    ]);
    for (const reply of replies.slice(0, 10)) {
      expect([201, 413]).toContain(reply.status);
      if (reply.status === 413) refusedForQuota(reply);
    }
    expect([0, 56 * KiB]).toContain(await s.settled());
  });
});
