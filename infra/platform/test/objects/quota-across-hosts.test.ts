import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import type { TestServer } from '../helpers/server.ts';
import { putUserFile, storedUserBytes, userfs } from '../helpers/userfs.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTwoHosts, type TwoHosts } from './two-hosts.ts';

/**
 * Quotas with two API hosts on one database and one bucket: each host counts a user's store and
 * a project's content from the bucket again once its count is a second old, so what the other
 * host stored counts against the quota on both, even after a host had counted the store itself.
 */
const QUOTA = 64 * 1024;
const KiB = 1024;
let hosts: TwoHosts;
let first: TestServer;
let second: TestServer;
let demo: string;

beforeAll(async () => {
  hosts = await startTwoHosts({}, { userfsQuotaBytes: QUOTA, projectQuotaBytes: QUOTA });
  ({ first, second } = hosts);
  demo = await first.login('demo');
}, 60_000);
afterAll(async () => {
  await hosts?.close();
});

const usage = async (server: TestServer) => (await fetchBytes(server, `${userfs()}/usage`, { token: demo })).json;
const projectUsage = async (server: TestServer, uid: string) =>
  (await server.request(`${api()}/project/${uid}`, { token: demo })).json.Metadata;

describe('quotas across two hosts', () => {
  it("count what the other host stored in a user's store", async () => {
    expect(await usage(first)).toEqual({ Used: 0, Quota: QUOTA });
    expect(await usage(second)).toEqual({ Used: 0, Quota: QUOTA });
    expect((await putUserFile(first, demo, 'first.bin', Buffer.alloc(40 * KiB))).status).toBe(201);
    await eventually(
      () => usage(second),
      (told) => told.Used === 40 * KiB,
    );
    const refused = await putUserFile(second, demo, 'second.bin', Buffer.alloc(30 * KiB));
    expect(refused.status).toBe(413);
    expect(refused.json.Message).toMatch(/it holds 40 KiB of its 64 KiB/);
    // Replacements and deletions through both hosts at once (one file's through one host): both tell what the bucket holds.
    const storm = await Promise.all([
      putUserFile(first, demo, 'first.bin', Buffer.alloc(10 * KiB)),
      putUserFile(second, demo, 'third.bin', Buffer.alloc(8 * KiB)),
      fetchBytes(first, `${userfs()}/data/first.bin`, { method: 'DELETE', token: demo }),
      putUserFile(second, demo, 'fourth.bin', Buffer.alloc(8 * KiB)),
      putUserFile(second, demo, 'third.bin', Buffer.alloc(4 * KiB)),
    ]);
    for (const reply of storm) expect([200, 201, 404], reply.bytes.toString()).toContain(reply.status);
    const held = await storedUserBytes(first, demo);
    expect(held).toBeLessThanOrEqual(QUOTA);
    await eventually(
      () => usage(first),
      (told) => told.Used === held,
    );
    await eventually(
      () => usage(second),
      (told) => told.Used === held,
    );
  });

  it("count what the other host stored in a project's content", async () => {
    const uid = await createProject(first, demo, 'Quota across hosts');
    expect(await projectUsage(second, uid)).toMatchObject({ Used: 0, Quota: QUOTA });
    expect((await putData(first, demo, uid, 'notes.txt', Buffer.alloc(40 * KiB, 'a'))).status).toBe(201);
    await eventually(
      () => projectUsage(second, uid),
      (told) => told.Used === 40 * KiB,
    );
    const refused = await putData(second, demo, uid, 'more.txt', Buffer.alloc(30 * KiB, 'a'));
    expect(refused.status).toBe(413);
    expect(refused.json.Message).toMatch(/past its storage quota: it holds 40 KiB of its 64 KiB/);
    expect((await fetchBytes(second, `${api()}/data/${uid}/notes.txt`, { method: 'DELETE', token: demo })).status).toBe(
      200,
    );
    await eventually(
      () => projectUsage(first, uid),
      (told) => told.Used === 0,
    );
    expect((await putData(first, demo, uid, 'more.txt', Buffer.alloc(30 * KiB, 'a'))).status).toBe(201);
  });
});
