import { writeFile } from 'node:fs/promises';
import { RenderError, type MovieStructure, type RenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// A failing render through the real render host writes the error log; the analytics host reads it.
async function fakeRender(request: RenderRequest) {
  if (request.params?.mode === 'fail')
    throw new RenderError('ffmpeg could not write: No space left on device', 'ffmpeg', 0, 7);
  await writeFile(request.output, 'rendered');
  return { format: request.format, width: 160, height: 90, frames: 25, duration: 1 };
}
const structure: MovieStructure = {
  width: 160,
  height: 90,
  framerate: { num: 25, den: 1 },
  frames: 25,
  duration: 1,
  scenes: [],
  audio: [],
  variables: [],
};

const T0 = Date.UTC(2026, 10, 2, 8, 0, 0);
const S0 = T0 / 1000;
let clock = T0;
let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let secondProject: string;
let otherProject: string;
let failed: string;
let longLog: string;
let theirs: string;

const errors = (token: string, project: string, session: string, query = '') =>
  server.request(`/r/eu-west-1/analytics/session/errors/${project}/${session}${query}`, { token });

async function failingRender(token: string, project: string): Promise<string> {
  const t = await renderToken(server, token, project, { movie: tinyMovie(), params: { mode: 'fail' } });
  const reply = await server.request(`${render()}/v2/render/${t}.mp4`);
  expect(reply.status).toBe(500);
  return /session ([0-9a-f]{32})/.exec(reply.json.Message)![1]!;
}

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    renderEngine: { renderMovie: fakeRender, movieStructure: () => structure },
    renderConcurrency: 1,
  });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Errors');
  secondProject = await createProject(server, demo, 'Second');
  otherProject = await createProject(server, other, 'Theirs');
  clock = T0 + 10_000;
  failed = await failingRender(demo, prjuid);
  theirs = await failingRender(other, otherProject);
  // A session whose log has 7 entries, one a second from T0 + 100 s, written as every render's is.
  const demoId = (await server.app.users.findByUsername('demo'))!.id;
  longLog = 'a'.repeat(32);
  await server.app.renderSessions.record(
    {
      id: longLog,
      timestamp: T0 + 100_000,
      owner_id: demoId,
      prjuid,
      movie: 'Long',
      region: 'eu-west-1',
      render_id: null,
      parent_token: null,
      origin: 'render',
      format: 'mp4',
      width: 640,
      height: 360,
      duration: 4,
      frames: 100,
      success: 0,
      elapsed_ms: 0,
    },
    [],
  );
  for (let i = 0; i < 7; i++) {
    await server.app.db
      .insertInto('render_errors')
      .values({
        session_id: longLog,
        timestamp: T0 + 100_000 + i * 1000,
        message: `Missing picture ${i}`,
        scenes: JSON.stringify(['Scene 2']),
        context: 'input error',
        frame: 10 + i,
      })
      .execute();
  }
});
afterAll(() => server.close());

describe('GET /session/errors/{prjuid}/{sessionid}', () => {
  it('answers a failed render’s error log naming its scene and frame', async () => {
    const reply = await errors(demo, prjuid, failed);
    expect(reply.status).toBe(200);
    expect(reply.json.total).toBe(1);
    expect(reply.json.errorlogs).toHaveLength(1);
    expect(reply.json.errorlogs[0]).toMatchObject({
      sessionid: failed,
      frame: 7,
      scenes: ['Only'],
      '@timestamp': new Date(T0 + 10_000).toISOString(),
    });
    expect(reply.json.errorlogs[0].message).toMatch(/No space left on device/);
  });

  it('pages with pagesize and pagefrom, oldest first, the total unchanged', async () => {
    const first = await errors(demo, prjuid, longLog, '?pagesize=3');
    expect(first.json.total).toBe(7);
    expect(first.json.errorlogs.map((entry: any) => entry.frame)).toEqual([10, 11, 12]);
    const second = await errors(demo, prjuid, longLog, '?pagesize=3&pagefrom=3');
    expect(second.json.errorlogs.map((entry: any) => entry.frame)).toEqual([13, 14, 15]);
    const last = await errors(demo, prjuid, longLog, '?pagesize=3&pagefrom=6');
    expect(last.json.errorlogs.map((entry: any) => entry.frame)).toEqual([16]);
    const past = await errors(demo, prjuid, longLog, '?pagesize=3&pagefrom=9');
    expect(past.json).toEqual({ total: 7, errorlogs: [] });
    // 30 a page by default (the error-log page's size).
    expect((await errors(demo, prjuid, longLog)).json.errorlogs).toHaveLength(7);
  });

  it('keeps to ?start&end, or to the session that started at ?timestamp', async () => {
    const window = await errors(demo, prjuid, longLog, `?start=${S0 + 102}&end=${S0 + 105}`);
    expect(window.json.total).toBe(3);
    expect(window.json.errorlogs.map((entry: any) => entry.frame)).toEqual([12, 13, 14]);
    expect((await errors(demo, prjuid, longLog, `?start=${S0 + 104}`)).json.total).toBe(3);
    expect((await errors(demo, prjuid, longLog, `?timestamp=${S0 + 100}`)).json.total).toBe(7);
    expect((await errors(demo, prjuid, longLog, `?timestamp=${S0 + 200_000}`)).json).toEqual({
      total: 0,
      errorlogs: [],
    });
  });

  it('is a 404 for another user’s session, whichever project it is asked through', async () => {
    for (const [project, session] of [
      [otherProject, theirs],
      [prjuid, theirs],
      [otherProject, failed],
      [secondProject, failed],
      [prjuid, 'f'.repeat(32)],
    ] as const) {
      const reply = await errors(demo, project, session);
      expect(reply.status, `${project}/${session}`).toBe(404);
      expect(reply.text).not.toContain('No space left');
    }
    expect((await errors(other, otherProject, theirs)).status).toBe(200);
    expect((await server.request(`/r/eu-west-1/analytics/session/errors/${prjuid}/${failed}`)).status).toBe(401);
  });

  it.each([
    ['pagesize=0', /pagesize must be from 1 to 500/],
    ['pagesize=501', /pagesize must be from 1 to 500/],
    ['pagesize=ten', /pagesize must be a whole number/],
    ['pagefrom=-1', /pagefrom must be from 0/],
    ['start=abc', /start must be a whole number/],
    [`start=${S0 + 10}&end=${S0}`, /end \(\d+\) must be after start/],
    [`start=0&end=${S0}`, /at most 34560000/],
    ['timestamp=-4', /timestamp must be between/],
    [`timestamp=${S0}&start=${S0}`, /either timestamp or start and end/],
  ])('refuses ?%s with a 400', async (query, message) => {
    const reply = await errors(demo, prjuid, longLog, `?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });
});
