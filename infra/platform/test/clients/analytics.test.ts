import { writeFile } from 'node:fs/promises';
import { analyticsClient, type AnalyticsClient } from '@reelforge/api/analytics';
import { clientErrorsClient } from '@reelforge/api/client-errors';
import { RenderError, type MovieStructure, type RenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CONFIG } from '../../src/config/branding.ts';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The console's analytics and client-error clients against the real platform.
async function fakeRender(request: RenderRequest) {
  if (request.params?.mode === 'fail')
    throw new RenderError('ffmpeg could not write: No space left on device', 'ffmpeg', 0, 3);
  await writeFile(request.output, 'rendered');
  return { format: request.format, width: 640, height: 360, frames: 50, duration: 2 };
}
const structure: MovieStructure = {
  width: 640,
  height: 360,
  framerate: { num: 25, den: 1 },
  frames: 50,
  duration: 2,
  scenes: [],
  audio: [],
  variables: [],
};

const T0 = Date.UTC(2026, 10, 5, 10, 0, 0);
const S0 = T0 / 1000;
let clock = T0;
let server: TestServer;
let demo: SignedIn;
let admin: SignedIn;
let analytics: AnalyticsClient;
let prjuid: string;
let token: string;
let failedSession: string;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    renderEngine: { renderMovie: fakeRender, movieStructure: () => structure },
    renderConcurrency: 1,
  });
  [demo, admin] = await Promise.all([signIn(server, 'demo'), signIn(server, 'admin')]);
  analytics = demo.api.regional(analyticsClient, 'eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Charted');
  clock = T0 + 12_000;
  token = await renderToken(server, demo.token, prjuid, { movie: tinyMovie() });
  expect((await server.request(`${render()}/v2/render/${token}.mp4`)).status).toBe(200);
  clock = T0 + 50_000;
  const failing = await renderToken(server, demo.token, prjuid, { movie: tinyMovie(), params: { mode: 'fail' } });
  failedSession = /session ([0-9a-f]{32})/.exec(
    (await server.request(`${render()}/v2/render/${failing}.mp4`)).json.Message,
  )![1]!;
  clock = T0 + 600_000;
});
afterAll(() => server.close());

describe('the analytics client', () => {
  it('searches, with the window narrowed by start and end', async () => {
    const reply = await analytics.search({ project: prjuid, from: S0, to: S0 + 60, interval: 30 });
    expect(reply.aggregations.renders.buckets).toEqual([
      { key: T0, doc_count: 1, errors: 0 },
      { key: T0 + 30_000, doc_count: 1, errors: 1 },
    ]);
    expect(reply.hits.hits.map((hit) => hit.success)).toEqual([false, true]);
    const narrowed = await analytics.search({ from: S0, to: S0 + 60, interval: 30 }, { start: S0 + 30 });
    expect(narrowed.hits.total).toBe(1);
  });

  it('reads the project stats, a session’s error log and a token’s sessions', async () => {
    const stats = await analytics.projectStats(Date.UTC(2026, 10, 1) / 1000, Date.UTC(2026, 11, 1) / 1000);
    expect(stats.rows).toEqual([
      {
        prjuid,
        name: 'Charted',
        region: 'eu-west-1',
        month: '2026-11',
        renders: 2,
        failed: 1,
        seconds: 2,
        cost: 2,
        kinds: { export: 2 },
      },
    ]);
    const log = await analytics.sessionErrors(prjuid, failedSession, { pagesize: 5, pagefrom: 0, timestamp: S0 + 50 });
    expect(log.total).toBe(1);
    expect(log.errorlogs[0]).toMatchObject({ sessionid: failedSession, frame: 3 });
    const mapped = await analytics.tokenMapping(token);
    expect(mapped.mappings).toHaveLength(1);
    expect(mapped.mappings[0]!.childtokens).toHaveLength(1);
  });

  it('rejects with the host’s message', async () => {
    await expect(analytics.search({ from: S0, to: S0 + 86_400, interval: 1 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('at most 10000'),
    });
    await expect(analytics.sessionErrors(prjuid, 'f'.repeat(32))).rejects.toMatchObject({ status: 404 });
    await expect(analytics.projectStats(10, 5)).rejects.toMatchObject({ status: 400 });
  });
});

describe('the client-errors client', () => {
  it('reports, and lists for admins only', async () => {
    await clientErrorsClient(demo.api.http, AUTH_CONFIG.baseurl).report({
      from: 'projects',
      to: 'analytics',
      error: 'Failed to fetch',
      version: '0.1.0',
    });
    const groups = await clientErrorsClient(admin.api.http, AUTH_CONFIG.baseurl).list();
    expect(groups).toEqual([
      {
        from: 'projects',
        to: 'analytics',
        error: 'Failed to fetch',
        version: '0.1.0',
        count: 1,
        first: expect.any(String),
        last: expect.any(String),
      },
    ]);
    await expect(clientErrorsClient(demo.api.http, AUTH_CONFIG.baseurl).list()).rejects.toMatchObject({ status: 403 });
  });
});
