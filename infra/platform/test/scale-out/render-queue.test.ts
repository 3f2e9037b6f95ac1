import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { leanMovie, putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { cancelRender, longMovie, waitForStatus } from '../helpers/renders.ts';
import type { TestServer } from '../helpers/server.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { logged, names } from './worker-logs.ts';

// Api processes and worker processes on one data folder, one database and one Redis: every
// render token's file is made by a worker (its log names the render's session, no api process's does).
let deployment: Deployment;
let worker: PlatformProcess;
let apis: PlatformProcess[];
let one: TestServer;
let two: TestServer;
let demo: string;
let prjuid: string;

/** The render jobs a worker process took so far (its log lines). */
const jobsTaken = (process: PlatformProcess) => logged(process, 'render job taken');

beforeAll(async () => {
  // A dead worker's render is taken by another within seconds.
  deployment = await startDeployment('render-queue', {
    common: { redisQueue: { lockMs: 2_000, stalledCheckMs: 1_000 }, renderConcurrency: 2 },
  });
  apis = [await deployment.start('api'), await deployment.start('api')];
  one = serverAt(apis[0]!.url);
  two = serverAt(apis[1]!.url);
  worker = await deployment.start('worker');
  demo = await one.login('demo');
  prjuid = await createProject(one, demo, 'Rendered elsewhere');
  expect((await putMovieJson(one, demo, prjuid, 'lean', leanMovie(2))).status).toBe(201);
}, 60_000);
afterAll(() => deployment?.stop());

describe('render tokens made by worker processes through the render queue', () => {
  it("serves a token's file that a worker made, from either api process, its status done", async () => {
    const before = jobsTaken(worker);
    const token = await renderToken(one, demo, prjuid, { movie: 'lean', format: 'mp4', params: { title: 'Queued' } });
    const video = await fetchBytes(two, `${render()}/v2/render/${token}.mp4`);
    expect(video.status).toBe(200);
    // The worker's lines of that job carry the id of the api request that asked for the token (and queued it).
    const taken = worker.logs.filter((line) => line.includes('"render job taken"')).at(-1) ?? '{}';
    const { reqId } = JSON.parse(taken) as { reqId?: string };
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(apis[0]!.logs.some((line) => line.includes(`"reqId":"${reqId}"`) && line.includes('"method":"POST"'))).toBe(
      true,
    );
    expect(jobsTaken(worker)).toBeGreaterThan(before);
    const status = await waitForStatus(one, token, (reply) => reply.state === 'done');
    expect(status.session).toMatch(/^[0-9a-f]{32}$/);
    // The worker made it; no api process rendered anything.
    await eventually(async () => names(worker, status.session), Boolean);
    for (const process of apis) expect(names(process, status.session)).toBe(false);
    // Asked again, it is the same file (not made again).
    const again = await fetchBytes(one, `${render()}/v2/render/${token}.mp4`);
    expect(Buffer.compare(again.bytes, video.bytes)).toBe(0);
    expect((await waitForStatus(two, token, () => true)).session).toBe(status.session);
  }, 120_000);

  it('renders once however many api processes ask for the same token at once', async () => {
    const token = await renderToken(one, demo, prjuid, { movie: 'lean', params: { title: 'Once' } });
    const before = jobsTaken(worker);
    const asks = [one, two, one, two].map((server) => fetchBytes(server, `${render()}/v2/render/${token}.png?frame=3`));
    const answers = await Promise.all(asks);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(Buffer.compare(answer.bytes, answers[0]!.bytes)).toBe(0);
    }
    // One job was waiting or running for all four callers.
    expect(jobsTaken(worker) - before).toBe(1);
  }, 120_000);

  it("makes the older render call's file once in a worker for both api processes, into the shared data folder", async () => {
    const old = await createProject(one, demo, 'Older render call', 'eu-original-1');
    expect((await putMovieJson(one, demo, old, 'old', leanMovie(2), 'eu-original-1')).status).toBe(201);
    const before = logged(worker, 'legacy render job taken');
    const url = `/r/eu-original-1/render/render/${old}/old.mp4?title=Shared`;
    const answers = await Promise.all([one, two].map((server) => fetchBytes(server, url, { token: demo })));
    for (const answer of answers) {
      expect(answer.status, answer.bytes.toString().slice(0, 200)).toBe(200);
      expect(Buffer.compare(answer.bytes, answers[0]!.bytes)).toBe(0);
    }
    expect(answers[0]!.bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(logged(worker, 'legacy render job taken') - before).toBe(1);
    for (const process of apis) expect(logged(process, 'legacy render job taken')).toBe(0);
  }, 120_000);

  it('answers a render that fails (an asset gone since the token was made) as one process does: 400 naming the scene', async () => {
    const frame = await fetchBytes(
      one,
      `${render()}/v2/render/${await renderToken(one, demo, prjuid, { movie: 'lean' })}.png`,
    );
    expect(frame.status).toBe(200);
    expect((await putData(one, demo, prjuid, 'going.png', frame.bytes)).status).toBe(201);
    const movie = tinyMovie({
      scenes: [
        { name: 'Opening', length: 10, layers: [{ color: { color: '#000000' } }] },
        { name: 'Broken', length: 10, layers: [{ name: 'Photo', image: { asset: 'going.png' } }] },
      ],
    });
    const token = await renderToken(one, demo, prjuid, { movie });
    expect((await one.request(`${api()}/data/${prjuid}/going.png`, { method: 'DELETE', token: demo })).status).toBe(
      200,
    );
    const reply = await two.request(`${render()}/v2/render/${token}.mp4`);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/going\.png/);
    expect(reply.json.Message).toMatch(/Scene 2 "Broken"/);
    const status = await one.request(`${render()}/v2/render/${token}/status`);
    expect(status.json).toMatchObject({ state: 'failed', progress: 0, error: reply.json.Message });
    // Asked again, it is tried again (and fails the same way), as in one process.
    expect((await one.request(`${render()}/v2/render/${token}.mp4`)).json.Message).toBe(reply.json.Message);
  }, 120_000);

  it("stops a render running in a worker on its owner's cancel call to an api process", async () => {
    const token = await renderToken(one, demo, prjuid, { movie: longMovie(), format: 'mp4' });
    const waiting = fetchBytes(two, `${render()}/v2/render/${token}.mp4`);
    const { session } = await waitForStatus(one, token, (status) => status.state === 'rendering');
    expect((await cancelRender(one, demo, session)).json).toEqual({ cancelled: session });
    const answer = await waiting;
    expect(answer.status).toBe(409);
    expect(answer.bytes.toString()).toMatch(/cancelled by its owner/);
    expect((await waitForStatus(two, token, (status) => status.state === 'failed')).error).toMatch(
      /cancelled by its owner/,
    );
  }, 120_000);

  it('gives a render whose worker was killed to another worker, and the caller gets its file', async () => {
    const spare = await deployment.start('worker');
    const workers = [worker, spare];
    const before = workers.map(jobsTaken);
    const token = await renderToken(one, demo, prjuid, { movie: leanMovie(12), params: { title: 'Survivor' } });
    const waiting = fetchBytes(one, `${render()}/v2/render/${token}.mp4`);
    await waitForStatus(two, token, (status) => status.state === 'rendering');
    const busy = await eventually(
      async () => workers.findIndex((process, index) => jobsTaken(process) > before[index]!),
      (index) => index >= 0,
    );
    expect(await workers[busy]!.kill('SIGKILL')).toBeNull();
    const other = workers[1 - busy]!;
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(jobsTaken(other)).toBeGreaterThan(before[1 - busy]!);
    worker = other;
  }, 180_000);
});
