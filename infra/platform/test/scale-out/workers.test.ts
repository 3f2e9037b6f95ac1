import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { startRecordingServer, type Answer, type RecordedRequest } from '../helpers/destination-servers.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import type { TestServer } from '../helpers/server.ts';
import { killStartedProcesses, serverAt, sharedDatabase, startPlatformProcess, type PlatformProcess, type ProcessSettings } from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

// An api process and worker processes on one data folder (the SQLite file shared in WAL
// mode) and one throwaway Redis; results delivered to a real HTTP server.
let redis: ThrowawayRedis;
let database: Awaited<ReturnType<typeof sharedDatabase>>;
let root: string;
let api: PlatformProcess;
let server: TestServer;
let demo: string;
let prjuid: string;
let target: Awaited<ReturnType<typeof startRecordingServer>>;
let respond: (request: RecordedRequest) => Answer | Promise<Answer>;

const settings = (role: ProcessSettings['role'], more: Partial<ProcessSettings> = {}): ProcessSettings => ({
  role,
  dataDir: path.join(root, 'data'),
  consoleDir: path.join(root, 'no-console'),
  remotesDir: path.join(root, 'no-remotes'),
  redisUrl: redis.url,
  ...database.settings,
  // A dead worker's task moves on within about three seconds.
  redisQueue: { lockMs: 2_000, stalledCheckMs: 1_000 },
  outboundAllowHosts: ['127.0.0.1'],
  ...more,
});

/** The multipart field `video`'s file name of a delivery. */
async function filenameOf(request: RecordedRequest): Promise<string> {
  const form = await new Response(request.body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  return (form.get('video') as File).name;
}

async function deliveriesByFile(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const request of target.requests) {
    const name = await filenameOf(request);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

const started = (worker: PlatformProcess) => worker.logs.filter((line) => line.includes('"batch task started"')).map((line) => JSON.parse(line) as { seq: number; attempts: number });

async function runJob(rows: number, name = 'row', destination: object = { type: 'http', method: 'POST', url: `${target.url}/upload`, fileid: 'video' }) {
  const job = { id: `job-${newRunId()}`, movie: 'row', format: 'mp4', destination };
  await saveJobs(server, demo, prjuid, [job]);
  const runid = newRunId();
  const tasks = Array.from({ length: rows }, (_, i) => task(i, { title: `Row ${i}` }, `${name}-${i}`));
  const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
  return { queue, runid };
}

beforeAll(async () => {
  redis = await startRedis();
  database = await sharedDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-scale-out-'));
  respond = () => ({ status: 201 });
  target = await startRecordingServer(async (request) => {
    const answer = await respond(request);
    return { ...answer, headers: { location: `/files/${await filenameOf(request)}` } };
  });
  api = await startPlatformProcess(settings('api'));
  server = serverAt(api.url);
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Scale-out');
  // Small and short: 320x180, five frames.
  const tiny = tinyMovie();
  const movie = tinyMovie({
    params: { ...tiny.params, vparams: { ...tiny.params!.vparams!, width: 320, height: 180 } },
    scenes: tiny.scenes!.map((scene) => ({ ...scene, length: 5 })),
  });
  expect((await putMovieJson(server, demo, prjuid, 'row', movie)).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await killStartedProcesses();
  await target?.close();
  await redis?.stop();
  await database?.drop();
  await rm(root, { recursive: true, force: true });
});

describe('worker processes sharing one queue', () => {
  it('two workers render a 50-row run between them: every row delivered once, one result each', async () => {
    target.requests.length = 0;
    const workers = [await startPlatformProcess(settings('worker', { workerConcurrency: 2 })), await startPlatformProcess(settings('worker', { workerConcurrency: 2 }))];
    // A worker serves no routes of the platform: whatever is asked, its health answer.
    for (const pathname of ['/', '/accounts/auth/login']) expect(await (await fetch(workers[0]!.url + pathname)).json()).toEqual({ role: 'worker' });
    const { queue, runid } = await runJob(50);
    // The api process answers from the database: the workers' progress shows there.
    expect(await waitForQueue(server, demo, queue, undefined, 240_000)).toMatchObject({ state: 'done', total: 50, done: 50, failed: 0 });
    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => [row.record, row.status, row.url])).toEqual(
      Array.from({ length: 50 }, (_, i) => [i, 'ok', `${target.url}/files/row-${i}.mp4`]),
    );
    const deliveries = await deliveriesByFile();
    expect(deliveries.size).toBe(50);
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    const [first, second] = workers.map((worker) => started(worker).length);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(first! + second!).toBe(50);
    // SIGTERM: each stops cleanly.
    expect(await Promise.all(workers.map((worker) => worker.stop()))).toEqual([0, 0]);
  }, 300_000);

  it("a worker killed mid-task: the other finishes its task, and each row has one result", async () => {
    target.requests.length = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: string | undefined;
    // The first upload is held: its worker dies while delivering.
    respond = async (request) => {
      first ??= await filenameOf(request);
      if ((await filenameOf(request)) === first && target.requests.length === 1) await held;
      return { status: 201 };
    };
    try {
      const doomed = await startPlatformProcess(settings('worker', { workerConcurrency: 1 }));
      const { queue, runid } = await runJob(6);
      await waitForQueue(server, demo, queue, (status) => status.delivering === 1);
      while (target.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const killedSeq = started(doomed).at(-1)!.seq;
      expect(await doomed.kill('SIGKILL')).toBe(null);
      release();

      const survivor = await startPlatformProcess(settings('worker', { workerConcurrency: 2 }));
      expect(await waitForQueue(server, demo, queue, undefined, 120_000)).toMatchObject({ state: 'done', total: 6, done: 6, failed: 0 });
      const results = await resultsOf(server, demo, runid);
      expect(results.map((row) => [row.record, row.status])).toEqual(Array.from({ length: 6 }, (_, i) => [i, 'ok']));
      // The killed task ran again on the survivor (its second attempt) and was delivered again there.
      expect(started(survivor)).toContainEqual(expect.objectContaining({ seq: killedSeq, attempts: 2 }));
      const deliveries = await deliveriesByFile();
      expect(deliveries.get(`row-${killedSeq}.mp4`)).toBe(2);
      expect([...deliveries.entries()].filter(([name]) => name !== `row-${killedSeq}.mp4`).every(([, count]) => count === 1)).toBe(true);
      expect(await survivor.stop()).toBe(0);
    } finally {
      release();
      respond = () => ({ status: 201 });
    }
  }, 180_000);

  it('a worker stopped with SIGTERM mid-task gives its task back at once; another worker runs it', async () => {
    target.requests.length = 0;
    let release: () => void = () => {};
    const never = new Promise<void>((resolve) => (release = resolve));
    // The first run's uploads get no answer while the first worker is up: only its stop frees it.
    respond = async (request) => {
      if ((await filenameOf(request)).startsWith('handed-') && target.requests.length === 1) await never;
      return { status: 201 };
    };
    try {
      const leaving = await startPlatformProcess(settings('worker', { workerConcurrency: 1 }));
      const { queue, runid } = await runJob(2, 'handed');
      await waitForQueue(server, demo, queue, (status) => status.delivering === 1);
      const seq = started(leaving).at(-1)!.seq;
      expect(await leaving.stop()).toBe(0);
      // Back in the queue, not running anywhere, and not failed.
      expect(await waitForQueue(server, demo, queue, () => true)).toMatchObject({ state: 'running', rendering: 0, delivering: 0, failed: 0 });

      const taking = await startPlatformProcess(settings('worker', { workerConcurrency: 1 }));
      expect(await waitForQueue(server, demo, queue, undefined, 60_000)).toMatchObject({ state: 'done', done: 2, failed: 0 });
      expect(started(taking)).toContainEqual(expect.objectContaining({ seq, attempts: 2 }));
      expect((await resultsOf(server, demo, runid)).map((row) => row.status)).toEqual(['ok', 'ok']);
      expect(await taking.stop()).toBe(0);
    } finally {
      release();
      respond = () => ({ status: 201 });
    }
  }, 120_000);

  it("a token run's render tokens, made by a worker process, are served by the api process", async () => {
    const worker = await startPlatformProcess(settings('worker', { workerConcurrency: 1 }));
    const { queue, runid } = await runJob(2, 'token', { type: 'token' });
    expect(await waitForQueue(server, demo, queue, undefined, 60_000)).toMatchObject({ state: 'done', done: 2 });
    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => row.url)).toEqual([expect.stringMatching(new RegExp(`^${api.url}/`)), expect.stringMatching(new RegExp(`^${api.url}/`))]);
    const video = await fetch(results[1].url);
    expect(video.status).toBe(200);
    expect(Buffer.from(await video.arrayBuffer()).subarray(4, 8).toString()).toBe('ftyp');
    expect(await worker.stop()).toBe(0);
  }, 120_000);

  it('cancelling a run on the api process aborts its task running in a worker process, which goes on to the next run', async () => {
    target.requests.length = 0;
    let release: () => void = () => {};
    const never = new Promise<void>((resolve) => (release = resolve));
    // Uploads of the first run never get an answer: only an abort frees the worker.
    respond = async (request) => {
      if ((await filenameOf(request)).startsWith('stuck-')) await never;
      return { status: 201 };
    };
    const worker = await startPlatformProcess(settings('worker', { workerConcurrency: 1 }));
    try {
      const stuck = await runJob(3, 'stuck');
      await waitForQueue(server, demo, stuck.queue, (status) => status.delivering === 1);
      const cancelled = await server.request(`/r/eu-west-1/render/v2/batch/${stuck.queue}`, { method: 'DELETE', token: demo });
      expect(cancelled.json).toMatchObject({ state: 'cancelled', done: 0, delivering: 0 });

      const next = await runJob(2, 'next');
      expect(await waitForQueue(server, demo, next.queue, undefined, 60_000)).toMatchObject({ state: 'done', done: 2 });
      expect(await resultsOf(server, demo, stuck.runid)).toEqual([]);
      expect((await deliveriesByFile()).get('next-0.mp4')).toBe(1);
      expect(await worker.stop()).toBe(0);
    } finally {
      release();
      respond = () => ({ status: 201 });
    }
  }, 120_000);
});
