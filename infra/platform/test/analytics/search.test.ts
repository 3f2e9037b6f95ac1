import { writeFile } from 'node:fs/promises';
import { RenderError, type MovieStructure, type RenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// Renders through the real render host with a stand-in renderer (a `mode` param makes one
// fail), at times set by the test's clock, then counted by the analytics host over HTTP.
async function fakeRender(request: RenderRequest) {
  if (request.params?.mode === 'fail')
    throw new RenderError('ffmpeg could not write: No space left on device', 'ffmpeg', 0, 7);
  await writeFile(request.output, 'rendered');
  return { format: request.format, width: 1280, height: 720, frames: 250, duration: 10 };
}
const structure: MovieStructure = {
  width: 1280,
  height: 720,
  framerate: { num: 25, den: 1 },
  frames: 250,
  duration: 10,
  scenes: [],
  audio: [],
  variables: [],
};

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);
const S0 = T0 / 1000;
let clock = T0;
let server: TestServer;
let demo: string;
let other: string;
let projectA: string;
let projectB: string;
let otherProject: string;

const analytics = (region = 'eu-west-1') => `/r/${region}/analytics`;

/** A render of an inline movie in `prjuid`, started `seconds` after T0. */
async function renderAt(
  token: string,
  prjuid: string,
  seconds: number,
  { fail = false, region = 'eu-west-1' } = {},
): Promise<void> {
  clock = T0 + seconds * 1000;
  const renderTokenValue = await renderToken(
    server,
    token,
    prjuid,
    { movie: tinyMovie(), params: fail ? { mode: 'fail' } : {} },
    region,
  );
  const reply = await server.request(`${render(region)}/v2/render/${renderTokenValue}.mp4`);
  expect(reply.status).toBe(fail ? 500 : 200);
}

const search = (token: string, body: unknown, query = '') =>
  server.request(`${analytics()}/search${query}`, { method: 'POST', token, body });

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    renderEngine: { renderMovie: fakeRender, movieStructure: () => structure },
    renderConcurrency: 1,
  });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  projectA = await createProject(server, demo, 'Alpha');
  projectB = await createProject(server, demo, 'Beta', 'us-east-1');
  otherProject = await createProject(server, other, 'Theirs');
  // demo: 2 renders in [0,30), a failed one in [30,60), none in [60,90), 2 in [90,120) (one in us-east-1).
  await renderAt(demo, projectA, 5);
  await renderAt(demo, projectA, 7);
  await renderAt(demo, projectA, 40, { fail: true });
  await renderAt(demo, projectA, 95);
  await renderAt(demo, projectB, 100, { region: 'us-east-1' });
  // other: renders in the same window, never counted for demo.
  await renderAt(other, otherProject, 10);
  await renderAt(other, otherProject, 11, { fail: true });
  await renderAt(other, otherProject, 70);
  clock = T0 + 200_000;
});
afterAll(() => server.close());

const window = { from: S0, to: S0 + 120, interval: 30 };

describe('POST /search', () => {
  it('counts the caller’s renders per bucket, failed ones too, and by region', async () => {
    const reply = await search(demo, window);
    expect(reply.status).toBe(200);
    const { aggregations, hits } = reply.json;
    expect(aggregations.renders.buckets).toEqual([
      { key: T0, doc_count: 2, errors: 0 },
      { key: T0 + 30_000, doc_count: 1, errors: 1 },
      { key: T0 + 60_000, doc_count: 0, errors: 0 },
      { key: T0 + 90_000, doc_count: 2, errors: 0 },
    ]);
    expect(aggregations.regions.buckets).toEqual([
      { key: 'eu-west-1', doc_count: 4 },
      { key: 'us-east-1', doc_count: 1 },
    ]);
    expect(hits.total).toBe(5);
    expect(hits.hits.map((hit: any) => [hit.timestamp, hit.prjuid, hit.success])).toEqual([
      [new Date(T0 + 100_000).toISOString(), projectB, true],
      [new Date(T0 + 95_000).toISOString(), projectA, true],
      [new Date(T0 + 40_000).toISOString(), projectA, false],
      [new Date(T0 + 7_000).toISOString(), projectA, true],
      [new Date(T0 + 5_000).toISOString(), projectA, true],
    ]);
    expect(hits.hits[0]).toMatchObject({
      region: 'us-east-1',
      width: 1280,
      height: 720,
      duration: 10,
      frames: 250,
      format: 'mp4',
      origin: 'render',
    });
    expect(hits.hits[0].sessionid).toMatch(/^[0-9a-f]{32}$/);
  });

  it('pages the hits, newest first, the total unchanged', async () => {
    const all = (await search(demo, window)).json.hits.hits.map((hit: any) => hit.sessionid);
    const page = await search(demo, { ...window, size: 2, offset: 2 });
    expect(page.json.hits.total).toBe(5);
    expect(page.json.hits.hits.map((hit: any) => hit.sessionid)).toEqual(all.slice(2, 4));
    const past = await search(demo, { ...window, size: 2, offset: 10 });
    expect(past.json.hits).toEqual({ total: 5, hits: [] });
    const none = await search(demo, { ...window, size: 0 });
    expect(none.json.hits).toEqual({ total: 5, hits: [] });
  });

  it('counts failed renders only when asked for errors only', async () => {
    const reply = await search(demo, { ...window, errorsOnly: true });
    expect(reply.json.aggregations.renders.buckets.map((bucket: any) => bucket.doc_count)).toEqual([0, 1, 0, 0]);
    expect(reply.json.aggregations.regions.buckets).toEqual([{ key: 'eu-west-1', doc_count: 1 }]);
    expect(reply.json.hits.total).toBe(1);
    expect(reply.json.hits.hits).toHaveLength(1);
    expect(reply.json.hits.hits[0]).toMatchObject({ success: false, prjuid: projectA });
  });

  it('narrows by project, movie, region and ?start&end', async () => {
    expect((await search(demo, { ...window, project: projectA })).json.hits.total).toBe(4);
    expect(
      (await search(demo, { ...window, project: projectB })).json.aggregations.renders.buckets.map(
        (b: any) => b.doc_count,
      ),
    ).toEqual([0, 0, 0, 1]);
    expect((await search(demo, { ...window, region: 'us-east-1' })).json.hits.total).toBe(1);
    expect((await search(demo, { ...window, movie: 'no such movie' })).json.hits.total).toBe(0);
    // Inline movies are recorded without a name.
    expect((await search(demo, { ...window, movie: '' })).json.hits.total).toBe(5);
    const narrowed = await search(demo, window, `?start=${S0 + 30}&end=${S0 + 96}`);
    expect(narrowed.json.aggregations.renders.buckets.map((b: any) => b.doc_count)).toEqual([0, 1, 0, 1]);
    expect(narrowed.json.hits.total).toBe(2);
  });

  it('buckets by the interval asked for, empty buckets included', async () => {
    const reply = await search(demo, { from: S0, to: S0 + 3600, interval: 30 });
    expect(reply.json.aggregations.renders.buckets).toHaveLength(120);
    const single = await search(demo, { from: S0, to: S0 + 120, interval: 120 });
    expect(single.json.aggregations.renders.buckets).toEqual([{ key: T0, doc_count: 5, errors: 1 }]);
    const uneven = await search(demo, { from: S0 + 6, to: S0 + 101, interval: 50 });
    expect(uneven.json.aggregations.renders.buckets.map((b: any) => [b.key, b.doc_count])).toEqual([
      [T0 + 6_000, 2],
      [T0 + 56_000, 2],
    ]);
  });

  it('never counts another user’s sessions, whatever the filters name', async () => {
    const theirs = await search(other, window);
    expect(theirs.json.hits.total).toBe(3);
    expect(theirs.json.hits.hits.every((hit: any) => hit.prjuid === otherProject)).toBe(true);
    const named = await search(demo, { ...window, project: otherProject });
    expect(named.json.hits).toEqual({ total: 0, hits: [] });
    expect(named.json.aggregations.renders.buckets.every((b: any) => b.doc_count === 0)).toBe(true);
    expect(named.json.aggregations.regions.buckets).toEqual([]);
    const region = await search(demo, { ...window, project: otherProject, errorsOnly: true });
    expect(region.json.hits.total).toBe(0);
    // The same project's id asked through another region's host counts nothing more.
    expect(
      (
        await server.request(`${analytics('us-east-1')}/search`, {
          method: 'POST',
          token: demo,
          body: { ...window, project: otherProject },
        })
      ).json.hits.total,
    ).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await server.request(`${analytics()}/search`, { method: 'POST', body: window })).status).toBe(401);
    expect(
      (await server.request(`${analytics()}/search`, { method: 'POST', token: 'f'.repeat(64), body: window })).status,
    ).toBe(401);
  });

  it.each([
    ['interval 0', { ...window, interval: 0 }, /interval must be/],
    ['a negative interval', { ...window, interval: -30 }, /interval must be/],
    ['a fractional interval', { ...window, interval: 0.5 }, /interval must be/],
    ['a negative from', { ...window, from: -60 }, /from must be between/],
    ['to before from', { ...window, from: S0 + 120, to: S0 }, /must be after/],
    ['an empty range', { ...window, to: S0 }, /must be after/],
    ['a huge range', { from: 0, to: 4_000_000_000, interval: 86_400 }, /at most 34560000/],
    ['a time past year 9999', { from: S0, to: 1e15, interval: 30 }, /to must be between/],
    ['too many buckets', { from: S0, to: S0 + 86_400, interval: 1 }, /86400 buckets of 1 s asked for: at most 10000/],
    ['a page too large', { ...window, size: 5000 }, /size must be from 0 to 1000/],
    ['a negative offset', { ...window, offset: -1 }, /offset must be from 0/],
  ])('refuses %s with a 400 that says why', async (_name, body, message) => {
    const reply = await search(demo, body);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });

  it.each([
    ['a non-numeric from', { ...window, from: 'yesterday' }],
    ['a numeric string', { ...window, interval: '30' }],
    ['no interval', { from: S0, to: S0 + 60 }],
    ['a null from', { ...window, from: null }],
    ['not an object', [1, 2, 3]],
  ])('refuses %s with a 400', async (_name, body) => {
    const reply = await search(demo, body);
    expect(reply.status).toBe(400);
    expect(typeof reply.json.Message).toBe('string');
  });

  it('refuses a bad ?start or ?end', async () => {
    for (const query of ['?start=abc', '?end=-5', '?start=1.5', `?end=${'9'.repeat(30)}`]) {
      const reply = await search(demo, window, query);
      expect(reply.status, query).toBe(400);
      expect(reply.json.Message).toMatch(/(start|end) must be/);
    }
  });
});

describe('GET /project/stats/{from}/{to}', () => {
  const november = [Date.UTC(2026, 10, 1) / 1000, Date.UTC(2026, 11, 1) / 1000];

  it('sums renders, seconds and cost per project and month of the host’s region, the caller’s only', async () => {
    const reply = await server.request(`${analytics()}/project/stats/${november[0]}/${november[1]}`, { token: demo });
    expect(reply.status).toBe(200);
    // 1280×720 weighs 2 (docs/reference.md §9): 10 s rendered cost 20 weighted seconds.
    expect(reply.json).toEqual({
      from: november[0],
      to: november[1],
      months: ['2026-11'],
      rows: [
        {
          prjuid: projectA,
          name: 'Alpha',
          region: 'eu-west-1',
          month: '2026-11',
          renders: 4,
          failed: 1,
          seconds: 30,
          cost: 60,
          kinds: { export: 4 },
        },
      ],
      totals: { renders: 4, failed: 1, seconds: 30, cost: 60 },
    });
    const us = await server.request(`${analytics('us-east-1')}/project/stats/${november[0]}/${november[1]}`, {
      token: demo,
    });
    expect(us.json.rows).toEqual([
      {
        prjuid: projectB,
        name: 'Beta',
        region: 'us-east-1',
        month: '2026-11',
        renders: 1,
        failed: 0,
        seconds: 10,
        cost: 20,
        kinds: { export: 1 },
      },
    ]);
    expect(us.json.totals).toEqual({ renders: 1, failed: 0, seconds: 10, cost: 20 });
    const theirs = await server.request(`${analytics()}/project/stats/${november[0]}/${november[1]}`, { token: other });
    expect(theirs.json.rows.map((row: any) => row.prjuid)).toEqual([otherProject]);
  });

  it('lists every month of the range, with or without renders', async () => {
    const reply = await server.request(
      `${analytics()}/project/stats/${Date.UTC(2026, 8, 15) / 1000}/${Date.UTC(2027, 0, 2) / 1000}`,
      { token: demo },
    );
    expect(reply.json.months).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
    expect(reply.json.rows).toHaveLength(1);
    const empty = await server.request(
      `${analytics()}/project/stats/${Date.UTC(2026, 0, 1) / 1000}/${Date.UTC(2026, 1, 1) / 1000}`,
      { token: demo },
    );
    expect(empty.json).toMatchObject({
      months: ['2026-01'],
      rows: [],
      totals: { renders: 0, failed: 0, seconds: 0, cost: 0 },
    });
  });

  it.each([
    ['to before from', `${S0}/${S0 - 10}`, /must be after/],
    ['a non-numeric from', `soon/${S0}`, /from must be a whole number/],
    ['a negative from', `-5/${S0}`, /from must be between/],
    ['more than 120 months', `0/${S0}`, /months: at most 120/],
  ])('refuses %s with a 400', async (_name, path, message) => {
    const reply = await server.request(`${analytics()}/project/stats/${path}`, { token: demo });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });
});

describe('sessions recorded together', () => {
  it('count as if recorded one by one', async () => {
    const ownerId = (await server.app.users.findByUsername('other'))!.id;
    const day = S0 + 86_400;
    const row = (i: number, success: number) => ({
      id: `bulk${String(i).padStart(28, '0')}`,
      timestamp: day * 1000 + i * 1000,
      owner_id: ownerId,
      prjuid: otherProject,
      movie: 'Bulk',
      region: 'eu-west-1',
      render_id: null,
      parent_token: null,
      origin: 'render',
      format: 'mp4',
      width: 1920,
      height: 1080,
      duration: 30,
      frames: 750,
      success,
      elapsed_ms: 5,
    });
    await server.app.renderSessions.recordMany([row(0, 1), row(0.2, 0), row(0.5, 1), row(45, 1)]);
    await server.app.renderSessions.record(row(46, 0));
    const reply = await search(other, { from: day, to: day + 60, interval: 30 });
    expect(reply.json.aggregations.renders.buckets.map((b: any) => [b.doc_count, b.errors])).toEqual([
      [3, 1],
      [2, 1],
    ]);
    expect(reply.json.hits.total).toBe(5);
    const stats = await server.request(`${analytics()}/project/stats/${day}/${day + 60}`, { token: other });
    // 1920×1080 weighs 4: three successful 30 s renders are 3 × 30 × 4 weighted seconds.
    expect(stats.json.totals).toEqual({ renders: 5, failed: 2, seconds: 90, cost: 360 });
  });
});
