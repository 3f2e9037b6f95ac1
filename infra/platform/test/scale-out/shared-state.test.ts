import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { render, renderToken } from '../helpers/movies.ts';
import { copyEnded, copyTask, startCopy } from '../helpers/project-copy.ts';
import { distributionList, publish, publishTask } from '../helpers/publish.ts';
import { cancelRender, longMovie, waitForStatus } from '../helpers/renders.ts';
import type { TestServer } from '../helpers/server.ts';
import {
  killStartedProcesses,
  serverAt,
  sharedDatabase,
  startPlatformProcess,
  type ProcessSettings,
} from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

// Two api processes on one database and one Redis: work started on the first is followed and
// stopped through the second, as if a load balancer sent each call to either.
let redis: ThrowawayRedis;
let database: Awaited<ReturnType<typeof sharedDatabase>>;
let root: string;
let one: TestServer;
let two: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let othersProject: string;

const settings = (): ProcessSettings => ({
  role: 'api',
  dataDir: path.join(root, 'data'),
  consoleDir: path.join(root, 'no-console'),
  remotesDir: path.join(root, 'no-remotes'),
  redisUrl: redis.url,
  // Copies wait after their first file or item until the test writes this file.
  holdFile: path.join(root, 'go-on'),
  ...database.settings,
});

beforeAll(async () => {
  redis = await startRedis();
  database = await sharedDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-shared-state-'));
  one = serverAt((await startPlatformProcess(settings())).url);
  two = serverAt((await startPlatformProcess(settings())).url);
  // Render tokens' files are made by a worker process (the render queue); its renders are cancelled the same way.
  await startPlatformProcess({ ...settings(), role: 'worker' });
  demo = await one.login('demo');
  other = await one.login('other');
  prjuid = await createProject(one, demo, 'Followed from elsewhere');
  othersProject = await createProject(one, other, 'Someone else');
  for (const name of ['one.txt', 'two.txt', 'three.txt'])
    expect((await putData(one, demo, prjuid, name, `${name}\n`, { contentType: 'text/plain' })).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await killStartedProcesses();
  await redis?.stop();
  await database?.drop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('api processes sharing their state through Redis', () => {
  it("stops a render running in one process on its owner's cancel call to the other; anyone else's call is a 404", async () => {
    const token = await renderToken(one, demo, prjuid, { movie: longMovie(), format: 'mp4' });
    const waiting = fetchBytes(one, `${render()}/v2/render/${token}.mp4`);
    // Its live status is read on the other process too.
    const { session } = await waitForStatus(two, token, (status) => status.state === 'rendering');
    expect((await waitForStatus(one, token, () => true)).session).toBe(session);

    expect((await cancelRender(two, other, session)).status).toBe(404);
    expect((await cancelRender(two, demo, 'f'.repeat(32))).status).toBe(404);
    expect((await waitForStatus(two, token, () => true)).state).toBe('rendering');

    expect((await cancelRender(two, demo, session)).json).toEqual({ cancelled: session });
    const answer = await waiting;
    expect(answer.status).toBe(409);
    expect(answer.bytes.toString()).toMatch(/cancelled by its owner/);
    // The session ended cancelled, as either process reads it.
    expect((await waitForStatus(two, token, (status) => status.state === 'failed')).error).toMatch(
      /cancelled by its owner/,
    );
    expect((await cancelRender(two, demo, session)).status).toBe(404);
  }, 60_000);

  it('tells the progress of a publish and of a project copy run by one process through the other, to their owner only', async () => {
    const published = await publish(one, demo, prjuid, 'us-east-1');
    expect(published.status).toBe(200);
    const taskid = published.json.task_id as string;
    const copied = await startCopy(one, demo, prjuid, { region: 'us-east-1' });
    expect(copied.status).toBe(200);
    const copyId = copied.json.task_id as string;

    const midway = await eventually(
      () => publishTask(two, demo, prjuid, taskid, false),
      (reply) => reply.json.done === 1,
    );
    expect(midway.json).toEqual({ task_id: taskid, status: 'copying', done: 1, total: 3 });
    const copying = await eventually(
      () => copyTask(two, demo, copyId),
      (reply) => reply.json.items?.some((item: { status: string }) => item.status === 'done'),
    );
    expect(copying.json.status).toBe('running');
    // The process that does not run the publish leaves its distribution publishing.
    expect((await distributionList(two, demo, prjuid)).find((row) => row.name === 'us-east-1')?.state).toBe(
      'PUBLISHING',
    );

    // Another user's calls with those ids find nothing, on either process.
    for (const server of [one, two]) {
      expect((await publishTask(server, other, othersProject, taskid, false)).status).toBe(404);
      expect((await copyTask(server, other, copyId)).status).toBe(404);
    }

    // Released: the copies end, and the other process tells that too.
    await writeFile(path.join(root, 'go-on'), '');
    expect((await publishTask(two, demo, prjuid, taskid)).json).toEqual({
      task_id: taskid,
      status: 'done',
      done: 3,
      total: 3,
    });
    expect((await copyEnded(two, demo, copyId)).status).toBe('done');
  }, 60_000);

  it('tells how far a base video made by one process is through the other', async () => {
    const progressOn = (server: TestServer, id: string) =>
      server.request(`${api()}/basevideo/${prjuid}/progress/${id}`, { token: demo });
    const made = await one.request(`${api()}/basevideo/${prjuid}?progress=followed-0123456789`, {
      method: 'POST',
      token: demo,
      body: { width: 64, height: 36, frames: 25 },
    });
    expect(made.status).toBe(201);
    expect((await progressOn(two, 'followed-0123456789')).json).toEqual({ state: 'done', done: 25, total: 25 });
    expect((await progressOn(two, 'unknown-0123456789')).status).toBe(404);
  }, 60_000);
});
