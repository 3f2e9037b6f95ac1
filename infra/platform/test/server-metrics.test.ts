import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password.ts';
import { METRIC_NAMES, QUEUE_STATES } from '../src/metrics/names.ts';
import { BATCH_QUEUE } from '../src/queue/queue-names.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { createProject, fetchBytes } from './helpers/assets.ts';
import { newRunId, saveJobs, submit, task, waitForQueue } from './helpers/batch.ts';
import { putMovieJson, render, renderToken, tinyMovie } from './helpers/movies.ts';
import { httpClient, type TestServer } from './helpers/server.ts';
import { TEST_PASSWORD_COST } from './helpers/test-password-cost.ts';

// The metrics of a server started as main.ts starts it with METRICS_PORT (docs/operations.md):
// on a listener of their own, not on the public port, after a render and a batch run.
let root: string;
let running: RunningServer;
let server: TestServer;
let metricsUrl: string;
let renderedToken: string;

/** One sample's value: the line `name{labels} value`, labels in the order prom-client writes them. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const inside = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const have = inside ? inside.split(',') : [];
    if (wanted.every((label) => have.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

const scrape = async () => {
  const response = await fetch(`${metricsUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-metrics-'));
  running = await startServer({
    port: 0,
    host: '127.0.0.1',
    metricsPort: 0,
    dataDir: path.join(root, 'data'),
    consoleDir: path.join(root, 'console'),
    remotesDir: path.join(root, 'remotes'),
    logLevel: 'silent',
    seed: false,
    examplesAtStart: false,
  });
  metricsUrl = running.metricsUrl!;
  server = { url: running.url, app: running.app, ...httpClient(running.url) } as TestServer;
  await running.app.users.create({
    username: 'demo',
    password: 'demo',
    passwordHash: await hashPassword('demo', TEST_PASSWORD_COST),
  });
  const demo = await server.login('demo');
  const prjuid = await createProject(server, demo, 'Metrics');
  // A render token's render, fetched.
  renderedToken = await renderToken(server, demo, prjuid, { movie: tinyMovie() });
  expect((await fetchBytes(server, `${render()}/v2/render/${renderedToken}.mp4`)).status).toBe(200);
  // A batch run of two rows onto the product CDN.
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
  const job = { id: 'job-metrics-0001', movie: 'tiny', format: 'mp4', destination: { type: 'cdn' } };
  await saveJobs(server, demo, prjuid, [job]);
  const tasks = [task(0, { title: 'One' }), task(1, { title: 'Two' })];
  const queue = await submit(server, demo, prjuid, { jobid: job.id, runid: newRunId(), tasks });
  expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', done: 2 });
}, 60_000);
afterAll(async () => {
  await running?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the metrics', () => {
  it('are served on METRICS_PORT, not on the public port', async () => {
    expect(new URL(metricsUrl).port).not.toBe(new URL(running.url).port);
    expect((await server.request('/metrics')).status).toBe(404);
    // The probes are there too; nothing else of the platform is.
    expect((await fetch(`${metricsUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${metricsUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe('ready');
    expect((await fetch(`${metricsUrl}/regions/regions.json`)).status).toBe(404);
  });

  it('count requests by route pattern and status, never by the raw URL', async () => {
    const text = await scrape();
    // Each region's routes are their own, under its prefix.
    const route = '/r/eu-west-1/render/v2/render/:file';
    expect(text).toContain(`route="${route}"`);
    expect(sample(text, METRIC_NAMES.httpRequests, { method: 'GET', route, status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, `${METRIC_NAMES.httpSeconds}_count`, { method: 'GET', route })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(renderedToken);
  });

  it('time renders by kind, and count batch rows and delivery tries', async () => {
    const text = await scrape();
    for (const kind of ['render', 'batch'])
      expect(
        sample(text, `${METRIC_NAMES.renderSeconds}_count`, { kind, outcome: 'done' }),
        kind,
      ).toBeGreaterThanOrEqual(kind === 'batch' ? 2 : 1);
    expect(sample(text, `${METRIC_NAMES.renderSeconds}_sum`, { kind: 'render', outcome: 'done' })).toBeGreaterThan(0);
    // Nothing waits or renders any more.
    expect(sample(text, METRIC_NAMES.rendersRunning, { kind: 'batch' })).toBe(0);
    expect(sample(text, METRIC_NAMES.rendersQueued, { kind: 'batch' })).toBe(0);
    expect(sample(text, METRIC_NAMES.batchRows, { outcome: 'done' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, METRIC_NAMES.deliveryTries, { destination: 'cdn', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
  });

  it("tell every queue's depth in every state, and the event loop's lag", async () => {
    const text = await scrape();
    const queues = [BATCH_QUEUE, ...running.app.jobQueues.names];
    expect(queues).toEqual(expect.arrayContaining(['reelforge-batch', 'reelforge-render', 'reelforge-preview']));
    for (const queue of queues)
      for (const state of QUEUE_STATES)
        expect(sample(text, METRIC_NAMES.queueJobs, { queue, state }), `${queue} ${state}`).toBe(0);
    expect(sample(text, METRIC_NAMES.queueReadOk)).toBe(1);
    expect(sample(text, 'reelforge_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
