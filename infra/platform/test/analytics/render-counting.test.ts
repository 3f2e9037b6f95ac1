import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { askPreview } from '../helpers/previews.ts';
import { boundLengthMovie, cancelRender, longMovie, waitForStatus } from '../helpers/renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// What the analytics count (docs/analytics.md "What counts"), over HTTP with real renders:
// only renders a person asked for, by kind; no system work; no cancel as a failure; every
// refused render with its session and error log; one cost for Analytics and Usage.
let server: TestServer;
let demo: string;
let project: string;

const analytics = '/r/eu-west-1/analytics';
const now = () => Math.floor(Date.now() / 1000);

/** Everything the caller's analytics say of the last hour: totals, kinds, hits and the month's stats. */
async function counts() {
  const to = now() + 60;
  const reply = await server.request(`${analytics}/search`, {
    method: 'POST',
    token: demo,
    body: { from: to - 3600, to, interval: 60, size: 1000 },
  });
  expect(reply.status, reply.text).toBe(200);
  const stats = await server.request(`${analytics}/project/stats/${to - 3600}/${to}`, { token: demo });
  expect(stats.status, stats.text).toBe(200);
  const errors = (reply.json.aggregations.renders.buckets as { errors: number }[]).reduce(
    (sum, bucket) => sum + bucket.errors,
    0,
  );
  return {
    search: reply.json,
    stats: stats.json,
    renders: reply.json.hits.total as number,
    errors,
    hits: reply.json.hits.hits as { sessionid: string; success: boolean; kind: string; cost: number }[],
  };
}

/** The session's error log, as the Error logs page reads it. */
const errorLog = async (session: string) =>
  (await server.request(`${analytics}/session/errors/${project}/${session}`, { token: demo })).json;

/** Starts fetching a long render, waits until it runs, and answers its session and a way to leave. */
async function runningRender(body: Record<string, unknown>, ext = 'mp4') {
  const token = await renderToken(server, demo, project, body);
  const leave = new AbortController();
  const fetching = fetchBytes(server, `${render()}/v2/render/${token}.${ext}`, { signal: leave.signal }).catch(
    () => undefined,
  );
  const status = await waitForStatus(server, token, (s) => Boolean(s.session) && s.state === 'rendering');
  return { token, session: status.session as string, leave: () => leave.abort(), fetching };
}

beforeAll(async () => {
  // One shared render slot: a second render of the same user waits for it.
  server = await startTestServer({ renderConcurrency: 1 });
  demo = await server.login('demo');
  project = await createProject(server, demo, 'Counted');
  // A saved movie naming an image the project does not have.
  const missing = tinyMovie({
    scenes: [{ name: 'Logo', length: 25, layers: [{ name: 'Logo', image: { asset: 'missing-logo.png' } }] }],
  });
  expect((await putMovieJson(server, demo, project, 'missing', missing)).status).toBe(201);
  expect((await putMovieJson(server, demo, project, 'bound', boundLengthMovie())).status).toBe(201);
}, 60_000);
afterAll(() => server.close());

describe('what the analytics count', () => {
  it('counts an export and a frame by kind, and neither a thumbnail nor a preview frame', async () => {
    const before = await counts();
    const exported = await renderToken(server, demo, project, { movie: tinyMovie() });
    expect((await fetchBytes(server, `${render()}/v2/render/${exported}.mp4`)).status).toBe(200);
    expect((await fetchBytes(server, `${render()}/v2/render/${exported}.jpg?frame=3`)).status).toBe(200);
    const afterAsked = await counts();
    expect(afterAsked.renders).toBe(before.renders + 2);
    expect(afterAsked.search.aggregations.kinds.buckets).toEqual(
      expect.arrayContaining([
        { key: 'export', doc_count: 1 },
        { key: 'frame', doc_count: 1 },
      ]),
    );
    expect(afterAsked.stats.rows[0].kinds).toMatchObject({ export: 1, frame: 1 });

    // The console's thumbnail of a movie: a token made for it renders stills only.
    const thumbnail = await renderToken(server, demo, project, { movie: tinyMovie(), purpose: 'thumbnail' });
    expect((await fetchBytes(server, `${render()}/v2/render/${thumbnail}.jpg?frame=10`)).status).toBe(200);
    expect((await fetchBytes(server, `${render()}/v2/render/${thumbnail}.png?frame=0`)).status).toBe(200);
    const video = await fetchBytes(server, `${render()}/v2/render/${thumbnail}.mp4`);
    expect([video.status, video.json?.Message]).toEqual([
      400,
      'A thumbnail renders still frames only (jpg, png, tif), not mp4',
    ]);
    const startedAsVideo = await server.request(`${render()}/v2/render/${project}`, {
      method: 'POST',
      token: demo,
      body: { movie: tinyMovie(), purpose: 'thumbnail', format: 'webm' },
    });
    expect(startedAsVideo.status).toBe(400);
    // The editor's preview frames.
    for (const frame of [0, 12]) {
      const previewed = await askPreview(server, demo, project, { movie: tinyMovie(), format: 'JPG', frame });
      expect(previewed.status).toBe(200);
    }
    const after = await counts();
    expect(after.renders).toBe(afterAsked.renders);
    expect(after.stats.totals).toEqual(afterAsked.stats.totals);
    expect(after.hits.map((hit) => hit.sessionid)).toEqual(afterAsked.hits.map((hit) => hit.sessionid));
  }, 60_000);

  it('does not count a render whose client went away, or one cancelled, as a failure', async () => {
    const before = await counts();
    const left = await runningRender({ movie: longMovie() });
    // A thumbnail waiting for its slot behind that render (one slot in this server) when the
    // person navigates away: its fetch is aborted.
    const thumbnailToken = await renderToken(server, demo, project, { movie: tinyMovie(), purpose: 'thumbnail' });
    const away = new AbortController();
    const waiting = fetchBytes(server, `${render()}/v2/render/${thumbnailToken}.jpg?frame=3`, {
      signal: away.signal,
    }).catch(() => undefined);
    const queued = await waitForStatus(server, thumbnailToken, (s) => Boolean(s.session) && s.state === 'queued');
    away.abort();
    await waiting;
    expect((await waitForStatus(server, thumbnailToken, (s) => s.state === 'failed')).error).toMatch(/cancelled/);
    // Navigated away from an export: the fetch is aborted while the render runs.
    left.leave();
    await left.fetching;
    const told = await waitForStatus(server, left.token, (s) => s.state === 'failed');
    expect(told.error).toMatch(/cancelled/);
    const thumbnail = { session: queued.session as string };
    // A render stopped with the cancel call.
    const cancelled = await runningRender({ movie: longMovie() }, 'webm');
    expect((await cancelRender(server, demo, cancelled.session)).status).toBe(200);
    await cancelled.fetching;
    await waitForStatus(server, cancelled.token, (s) => s.state === 'failed');

    const after = await counts();
    expect([after.renders, after.errors]).toEqual([before.renders, before.errors]);
    const sessions = [left.session, cancelled.session, thumbnail.session];
    expect(after.hits.filter((hit) => sessions.includes(hit.sessionid))).toEqual([]);
    for (const session of sessions) expect((await errorLog(session)).total).toBe(0);
  }, 60_000);

  it('records an export refused for a missing asset, a value that does not fit, an over-limit length or a NUL in a value as a failed render with its error log', async () => {
    const before = await counts();
    const refused = [
      { body: { movie: 'missing', format: 'mp4' }, says: /missing-logo\.png/ },
      { body: { movie: 'bound', format: 'mp4', params: { frames: 'many' } }, says: /frames|many/ },
      {
        body: { movie: 'bound', format: 'mp4', params: { frames: String(5 * 60 * 60 * 25) } },
        says: /length must be at most 4 h/,
      },
      { body: { movie: 'bound', format: 'webm', params: { frames: 'a\u0000b' } }, says: /NUL character/ },
    ];
    for (const { body, says } of refused) {
      const reply = await server.request(`${render()}/v2/render/${project}`, { method: 'POST', token: demo, body });
      expect([reply.status, reply.json.Message]).toEqual([400, expect.stringMatching(says)]);
    }
    const after = await counts();
    expect(after.renders).toBe(before.renders + refused.length);
    expect(after.errors).toBe(before.errors + refused.length);
    const failed = after.hits.filter((hit) => !before.hits.some((old) => old.sessionid === hit.sessionid));
    expect(failed.map((hit) => [hit.success, hit.kind, hit.cost])).toEqual(refused.map(() => [false, 'export', 0]));
    // Newest first: the missing asset is the last of them.
    const log = await errorLog(failed.at(-1)!.sessionid);
    expect(log.total).toBe(1);
    expect(log.errorlogs[0]).toMatchObject({
      message: expect.stringMatching(/missing-logo\.png/),
      context: expect.stringMatching(/^input error rendering mp4 of movie "missing"/),
      scenes: ['Logo'],
    });
    for (const hit of failed.slice(0, -1)) expect((await errorLog(hit.sessionid)).total).toBe(1);
  });

  it('reports the same cost in Analytics (totals and hits) and Usage (project stats) for the same renders', async () => {
    // A second size, so the resolution factor differs between renders.
    const wide = tinyMovie({
      params: { vparams: { width: 1280, height: 720, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' } },
    });
    const token = await renderToken(server, demo, project, { movie: wide });
    expect((await fetchBytes(server, `${render()}/v2/render/${token}.mp4`)).status).toBe(200);
    const { search, stats, hits } = await counts();
    expect(search.aggregations.totals.cost).toBeGreaterThan(0);
    expect(search.aggregations.totals).toEqual(stats.totals);
    const summed = hits.reduce((sum, hit) => sum + hit.cost, 0);
    expect(Math.abs(summed - search.aggregations.totals.cost)).toBeLessThan(0.01);
    // 1 s at 1280x720 weighs 2, 1 s at 160x90 weighs 1.
    expect(hits.find((hit) => hit.cost === 2)).toBeDefined();
  }, 60_000);
});
