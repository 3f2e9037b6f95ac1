import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { newRunId, saveJobs, submit, task } from '../helpers/batch.ts';
import { startRecordingServer, type Answer, type RecordedRequest } from '../helpers/destination-servers.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import type { TestServer } from '../helpers/server.ts';
import {
  killStartedProcesses,
  serverAt,
  sharedDatabase,
  startPlatformProcess,
  type PlatformProcess,
  type ProcessSettings,
} from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

export interface WorkerQueue {
  api: PlatformProcess;
  server: TestServer;
  demo: string;
  prjuid: string;
  target: Awaited<ReturnType<typeof startRecordingServer>>;
  respond: (request: RecordedRequest) => Answer | Promise<Answer>;
  settings(role: ProcessSettings['role'], more?: Partial<ProcessSettings>): ProcessSettings;
  filenameOf(request: RecordedRequest): Promise<string>;
  deliveriesByFile(): Promise<Map<string, number>>;
  started(worker: PlatformProcess): { seq: number; attempts: number }[];
  runJob(rows: number, name?: string, destination?: object): Promise<{ queue: string; runid: string }>;
}

/**
 * An api process and worker processes on one data folder (or, on platform-scale-out, one
 * PostgreSQL database) and one throwaway Redis, results delivered to a real HTTP server; the
 * test file starts its workers itself (workers.test.ts, workers-stopped.test.ts). Call once
 * at the top of a file: the fields are set before its first test.
 */
export function useWorkerQueue(): WorkerQueue {
  let redis: ThrowawayRedis;
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let root: string;

  const q: WorkerQueue = {
    api: undefined as unknown as PlatformProcess,
    server: undefined as unknown as TestServer,
    demo: '',
    prjuid: '',
    target: undefined as unknown as Awaited<ReturnType<typeof startRecordingServer>>,
    /** How the delivery server answers; a test that changes it sets it back. */
    respond: () => ({ status: 201 }),

    settings: (role: ProcessSettings['role'], more: Partial<ProcessSettings> = {}): ProcessSettings => ({
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
    }),

    /** The multipart field `video`'s file name of a delivery. */
    async filenameOf(request: RecordedRequest): Promise<string> {
      const form = await new Response(request.body, {
        headers: { 'content-type': String(request.headers['content-type']) },
      }).formData();
      return (form.get('video') as File).name;
    },

    async deliveriesByFile(): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      for (const request of q.target.requests) {
        const name = await q.filenameOf(request);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      return counts;
    },

    /** The tasks a worker logged as started. */
    started: (worker: PlatformProcess) =>
      worker.logs
        .filter((line) => line.includes('"batch task started"'))
        .map((line) => JSON.parse(line) as { seq: number; attempts: number }),

    async runJob(
      rows: number,
      name = 'row',
      destination: object = { type: 'http', method: 'POST', url: `${q.target.url}/upload`, fileid: 'video' },
    ): Promise<{ queue: string; runid: string }> {
      const job = { id: `job-${newRunId()}`, movie: 'row', format: 'mp4', destination };
      await saveJobs(q.server, q.demo, q.prjuid, [job]);
      const runid = newRunId();
      const tasks = Array.from({ length: rows }, (_, i) => task(i, { title: `Row ${i}` }, `${name}-${i}`));
      const queue = await submit(q.server, q.demo, q.prjuid, { jobid: job.id, runid, tasks });
      return { queue, runid };
    },
  };

  beforeAll(async () => {
    redis = await startRedis();
    database = await sharedDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'reelforge-scale-out-'));
    q.target = await startRecordingServer(async (request) => {
      const answer = await q.respond(request);
      return { ...answer, headers: { location: `/files/${await q.filenameOf(request)}` } };
    });
    q.api = await startPlatformProcess(q.settings('api'));
    q.server = serverAt(q.api.url);
    q.demo = await q.server.login('demo');
    q.prjuid = await createProject(q.server, q.demo, 'Scale-out');
    // Small and short: 320x180, five frames.
    const tiny = tinyMovie();
    const movie = tinyMovie({
      params: { ...tiny.params, vparams: { ...tiny.params!.vparams!, width: 320, height: 180 } },
      scenes: tiny.scenes!.map((scene) => ({ ...scene, length: 5 })),
    });
    expect((await putMovieJson(q.server, q.demo, q.prjuid, 'row', movie)).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await killStartedProcesses();
    await q.target?.close();
    await redis?.stop();
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  });

  return q;
}
