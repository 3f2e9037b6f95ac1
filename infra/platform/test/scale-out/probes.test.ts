import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { start as startPostgres } from '../../../../scripts/engines/postgres.mjs';
import { METRIC_NAMES, QUEUE_STATES } from '../../src/metrics/names.ts';
import { BATCH_QUEUE } from '../../src/queue/queue-names.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import type { PlatformProcess } from './processes.ts';

// The probes of api and worker processes on PostgreSQL, Redis and a bucket (docs/operations.md).
// The api's database is a PostgreSQL cluster of this file's own, stopped and started again
// under the running api: its readiness follows.
interface Cluster {
  url: string;
  stop(): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
}

let cluster: Cluster;
let deployment: Deployment;
let api: PlatformProcess;
let worker: PlatformProcess;

interface Report {
  status: string;
  checks: { name: string; ok: boolean; ms: number; error?: string }[];
}

const readyz = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, text: await response.clone().text(), report: (await response.json()) as Report };
};

/** Reads /readyz until it answers `status`, within `withinMs` of the call; the last answer. */
async function readyzUntil(url: string, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await readyz(url);
    if (answer.status === status) return answer;
    if (Date.now() > deadline)
      throw new Error(`/readyz answered ${answer.status} ${answer.text}, not ${status}, for ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  cluster = (await startPostgres({ maxConnections: 50 })) as Cluster;
  deployment = await startDeployment('probes', { objectStore: true, common: { databaseUrl: cluster.url } });
  [api, worker] = await Promise.all([deployment.start('api'), deployment.start('worker', { workerConcurrency: 1 })]);
}, 120_000);
afterAll(async () => {
  await deployment?.stop();
  await cluster?.stop();
});

describe('the probes of api and worker processes', () => {
  it('api: ready with database, migrations, Redis, the bucket and ffmpeg; no /metrics on its public port', async () => {
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    const { status, report } = await readyz(api.url);
    expect(status).toBe(200);
    expect(report.checks.map((check) => [check.name, check.ok])).toEqual([
      ['database', true],
      ['migrations', true],
      ['redis', true],
      ['bucket', true],
      ['ffmpeg', true],
    ]);
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
  });

  it("worker: /healthz, /readyz and /metrics on its port, with every queue's depth", async () => {
    expect(await (await fetch(`${worker.url}/healthz`)).json()).toEqual({ status: 'ok', role: 'worker' });
    // It serves nothing else of the platform: any other path is its old health answer.
    expect(await (await fetch(`${worker.url}/accounts/auth/login`)).json()).toEqual({ role: 'worker' });
    const { status, report } = await readyz(worker.url);
    expect(status).toBe(200);
    expect(report.checks.map((check) => check.name)).toEqual(['database', 'migrations', 'redis', 'bucket', 'ffmpeg']);
    const metrics = await fetch(`${worker.url}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    for (const queue of [BATCH_QUEUE, 'reelforge-render', 'reelforge-preview', 'reelforge-project-task'])
      for (const state of QUEUE_STATES)
        expect(text, `${queue} ${state}`).toMatch(
          new RegExp(`^${METRIC_NAMES.queueJobs}\\{queue="${queue}",state="${state}"\\} \\d+$`, 'm'),
        );
    expect(text).toMatch(new RegExp(`^${METRIC_NAMES.queueReadOk} 1$`, 'm'));
    expect(text).toMatch(/^reelforge_nodejs_eventloop_lag_seconds \d/m);
  });

  it('api: /readyz turns 503 within 5 s of its PostgreSQL stopping, and 200 again once it is back', async () => {
    await cluster.pause();
    let resumed = false;
    try {
      const down = await readyzUntil(api.url, 503, 5_000);
      expect(down.report.status).toBe('not ready');
      const database = down.report.checks.find((check) => check.name === 'database');
      expect(database).toMatchObject({ ok: false, error: expect.any(String) });
      // Still alive, and what it says names no connection string nor password.
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
      expect(down.text).not.toContain(cluster.url);
      expect(down.text).not.toMatch(/postgres:\/\/[^@\s"]*:[^@\s"]*@/);
      await cluster.resume();
      resumed = true;
      const up = await readyzUntil(api.url, 200, 20_000);
      expect(up.report.checks.every((check) => check.ok)).toBe(true);
    } finally {
      if (!resumed) await cluster.resume();
    }
  }, 60_000);
});
