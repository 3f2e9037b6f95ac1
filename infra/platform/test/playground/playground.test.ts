import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movieFrameCount, PLAYGROUND_RENEW_AFTER_MS } from '@reelforge/model';
import { xmlToMovie } from '@reelforge/sdl/xml';
import { readExamples, type ExampleFile } from '../../src/playground/examples.ts';
import { api, createProject, fetchBytes } from '../helpers/assets.ts';
import { probe } from '../helpers/media.ts';
import { render, tinyMovie, putMovieJson } from '../helpers/movies.ts';
import { longMovie, waitForStatus } from '../helpers/renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let scratch: string;
let clockOffset = 0;
let demo: string;
let other: string;
let mine: string;
let othersProject: string;
let examples: ExampleFile[];
let pass: { Token: string; Prjuid: string; Region: string; RenewAfter: number; Expires: string };

const askToken = async (token = demo) => server.request('/accounts/auth/playground', { token });

/** Renders an example (or anything the body says) through a token, answers the mp4's ffprobe facts. */
async function renderThrough(token: string, prjuid: string, body: Record<string, unknown>) {
  const started = await server.request(`${render()}/v2/render/${prjuid}`, {
    method: 'POST',
    token,
    body: { ...body, format: 'mp4' },
  });
  expect(started.status, started.text).toBe(200);
  const status = await waitForStatus(server, started.json.token, (s) => s.state === 'done' || s.state === 'failed');
  expect(status.state, JSON.stringify(status)).toBe('done');
  const file = await fetchBytes(server, `${render()}/v2/render/${started.json.token}.mp4`);
  expect(file.status).toBe(200);
  const where = path.join(scratch, `${started.json.token}.mp4`);
  await writeFile(where, file.bytes);
  const facts = await probe(where, true);
  return facts.streams.find((stream) => stream.codec_type === 'video')!;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => Date.now() + clockOffset });
  scratch = await mkdtemp(path.join(tmpdir(), 'playground-'));
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  [mine, othersProject, examples] = await Promise.all([
    createProject(server, demo, 'Mine'),
    createProject(server, other, 'Theirs'),
    readExamples(),
  ]);
  const reply = await askToken();
  expect(reply.status, reply.text).toBe(200);
  pass = reply.json;
}, 120_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the playground', () => {
  it('gives a signed-in user a token for the example project, renewed after 59 minutes', async () => {
    expect(pass.Token).toMatch(/^[0-9a-f]{64}$/);
    expect(pass.Region).toBe('eu-west-1');
    expect(pass.RenewAfter).toBe(PLAYGROUND_RENEW_AFTER_MS / 1000);
    expect(Date.parse(pass.Expires) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await server.request('/accounts/auth/playground')).status).toBe(401);
    // Asked again, the same example project.
    expect((await askToken(other)).json.Prjuid).toBe(pass.Prjuid);
  });

  it('lists at least 8 examples read from the files, each with its size and variables', async () => {
    const reply = await server.request('/examples.json');
    expect(reply.status).toBe(200);
    const listed = reply.json.Examples as {
      name: string;
      title: string;
      description: string;
      compdata: string;
      width: number;
      height: number;
      fps: string;
      variables: { key: string; default: string }[];
    }[];
    expect(listed.length).toBeGreaterThanOrEqual(8);
    expect(listed.map((example) => example.name)).toEqual(examples.map((example) => example.entry.name));
    const formatVariable = listed.find((example) => example.name === '07-format-variable')!;
    expect(formatVariable).toMatchObject({ title: 'Format variable', width: 640, height: 360, fps: '25/1' });
    expect(formatVariable.description).toMatch(/greeting/);
    expect(formatVariable.variables).toContainEqual({ key: 'frames', type: 'map', default: '100' });
    expect(listed.find((example) => example.name === '10-hd-settings')).toMatchObject({
      width: 1280,
      height: 720,
      fps: '30000/1001',
    });
  });

  it('renders every example at its size and length through the token alone', async () => {
    for (const { entry, movie } of examples) {
      const video = await renderThrough(pass.Token, pass.Prjuid, { compdata: entry.compdata });
      expect([entry.name, video.width, video.height]).toEqual([entry.name, entry.width, entry.height]);
      expect([entry.name, Number(video.nb_read_frames)]).toEqual([entry.name, movieFrameCount(movie.scenes)]);
    }
  }, 600_000);

  it("reads the example project's templates and variables, and a variable changes the render", async () => {
    const text = await server.request(`${api()}/compdata/${pass.Prjuid}/07-format-variable`, { token: pass.Token });
    expect(text.status).toBe(200);
    expect(text.text).toContain('<variable key="frames"');
    const list = await server.request(`${api()}/list/compdata/${pass.Prjuid}`, { token: pass.Token });
    expect(list.json.Compdata.map((item: { name: string }) => item.name)).toEqual(
      examples.map((example) => example.entry.compdata),
    );
    const variables = await server.request(`${api()}/sdlvariables/${pass.Prjuid}/07-format-variable`, {
      token: pass.Token,
    });
    expect(variables.json.Variables.map((variable: { key: string }) => variable.key)).toContain('greeting');

    const shorter = await renderThrough(pass.Token, pass.Prjuid, {
      compdata: '07-format-variable',
      params: { frames: '30' },
    });
    expect(Number(shorter.nb_read_frames)).toBe(30);
    const parsed = xmlToMovie(text.text);
    expect('movie' in parsed && movieFrameCount(parsed.movie.scenes)).toBe(100);
  }, 120_000);

  it("cancels the example project's renders with the token, and nobody else's", async () => {
    const started = await server.request(`${render()}/v2/render/${pass.Prjuid}`, {
      method: 'POST',
      token: pass.Token,
      body: { movie: longMovie(), format: 'webm' },
    });
    expect(started.status, started.text).toBe(200);
    // Asking for the file starts the render; its status then names the session.
    const fetching = fetchBytes(server, `${render()}/v2/render/${started.json.token}.webm`).catch(() => undefined);
    const status = await waitForStatus(
      server,
      started.json.token,
      (s) => Boolean(s.session) && s.state === 'rendering',
    );
    const cancel = (token: string) =>
      server.request(`${render()}/v2/render/session/${status.session}`, { method: 'DELETE', token });
    // A user's own token does not reach the example project's renders.
    expect((await cancel(demo)).status).toBe(404);
    expect((await cancel(pass.Token)).status).toBe(200);
    expect((await fetching)?.status).not.toBe(200);
  });

  it('reaches nothing but the example project: every other call refuses the token', async () => {
    const t = pass.Token;
    const ex = pass.Prjuid;
    const xml = { 'content-type': 'application/xml' };
    const attempts: [string, string, { body?: unknown; headers?: Record<string, string> }?][] = [
      // The user's own project, read and written.
      ['GET', `${api()}/list/data/${mine}`],
      ['GET', `${api()}/list/compdata/${mine}`],
      ['GET', `${api()}/compdata/${mine}/x`],
      ['PUT', `${api()}/compdata/${mine}/x`, { body: '<movie/>', headers: xml }],
      ['GET', `${api()}/sdlvariables/${mine}/x`],
      ['GET', `${api()}/list/sdl/${mine}`],
      ['POST', `${render()}/v2/render/${mine}`, { body: { movie: tinyMovie() } }],
      ['PUT', `${render()}/v2/render/${mine}`, { body: { movie: tinyMovie() } }],
      // Another user's project.
      ['GET', `${api()}/compdata/${othersProject}/x`],
      ['POST', `${render()}/v2/render/${othersProject}`, { body: { movie: tinyMovie() } }],
      // The example project, anything but reading its templates and rendering.
      ['PUT', `${api()}/compdata/${ex}/01-title-card`, { body: '<movie/>', headers: xml }],
      ['DELETE', `${api()}/compdata/${ex}/01-title-card`],
      ['GET', `${api()}/sdl/${ex}/01-title-card`],
      ['PUT', `${api()}/sdl/${ex}/evil`, { body: tinyMovie() }],
      ['DELETE', `${api()}/sdl/${ex}/01-title-card`],
      ['GET', `${api()}/list/data/${ex}`],
      ['DELETE', `${api()}/data/${ex}/logo.png`],
      ['PUT', `${api()}/data/${ex}/evil.png`, { body: 'x', headers: { 'content-type': 'image/png' } }],
      ['GET', `${api()}/list/appdata/${ex}`],
      ['PUT', `${api()}/appdata/${ex}/comps.json`, { body: { a: 1 } }],
      ['DELETE', `${api()}/project/${ex}`],
      ['GET', `${api()}/list/project/`],
      // The accounts service: nothing there takes it, not even a new playground token.
      ['GET', '/accounts/auth/verify'],
      ['POST', '/accounts/auth/renew'],
      ['POST', '/accounts/auth/session'],
      ['GET', '/accounts/auth/playground'],
      // Batch, the user's files, publishing.
      ['GET', `${render()}/v2/batch/runs/1`],
      ['GET', `${api()}/userfs/list/data`],
      ['GET', `${api()}/userfs/usage`],
      ['PUT', `/r/eu-west-1/iv/apps/api/v2/publish/${ex}?region=eu-central-1`],
      ['GET', `/r/eu-west-1/iv/apps/api/v2/publish/${ex}?taskid=1`],
    ];
    for (const [method, url, options] of attempts) {
      const reply = await server.request(url, { method, token: t, ...options });
      expect([method, url, reply.status === 401 || reply.status === 403], reply.text).toEqual([method, url, true]);
    }
    // Another region's render host: the example project lives in the default region only.
    const elsewhere = await server.request(`${render('eu-central-1')}/v2/render/${ex}`, {
      method: 'POST',
      token: t,
      body: { compdata: '01-title-card' },
    });
    expect([401, 403, 404]).toContain(elsewhere.status);
  });

  it("keeps the example project out of every user's lists and out of their reach", async () => {
    const admin = await server.login('admin');
    for (const token of [demo, other, admin]) {
      const list = await server.request(`${api()}/list/project/`, { token });
      expect(JSON.stringify(list.json)).not.toContain(pass.Prjuid);
    }
    // Its owner is no account an admin finds or acts as.
    expect((await server.request('/accounts/account/search?q=exampl', { token: admin })).json.Accounts).toEqual([]);
    expect(
      (await server.request('/accounts/auth/assume', { method: 'POST', token: admin, body: { Username: '.examples' } }))
        .status,
    ).toBe(404);
    // A user's own token cannot write to it, nor render it: not theirs (404).
    expect(
      (
        await server.request(`${api()}/compdata/${pass.Prjuid}/evil`, {
          method: 'PUT',
          token: demo,
          body: '<movie/>',
          headers: { 'content-type': 'application/xml' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request(`${api()}/compdata/${pass.Prjuid}/01-title-card`, { method: 'DELETE', token: demo }))
        .status,
    ).toBe(404);
    expect((await putMovieJson(server, demo, pass.Prjuid, 'evil', tinyMovie())).status).toBe(404);
    expect(
      (
        await server.request(`${render()}/v2/render/${pass.Prjuid}`, {
          method: 'POST',
          token: demo,
          body: { compdata: '01-title-card' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a token past its hour, and a made-up one', async () => {
    const fresh = (await askToken()).json.Token as string;
    const url = `${api()}/compdata/${pass.Prjuid}/01-title-card`;
    expect((await server.request(url, { token: fresh })).status).toBe(200);
    expect((await server.request(url, { token: 'ab'.repeat(32) })).status).toBe(401);
    clockOffset += 60 * 60_000 + 1000;
    try {
      expect((await server.request(url, { token: fresh })).status).toBe(401);
      expect(
        (
          await server.request(`${render()}/v2/render/${pass.Prjuid}`, {
            method: 'POST',
            token: fresh,
            body: { compdata: '01-title-card' },
          })
        ).status,
      ).toBe(401);
      // A user signed in again simply asks again.
      const renewed = await askToken(await server.login('demo'));
      expect((await server.request(url, { token: renewed.json.Token })).status).toBe(200);
    } finally {
      clockOffset = 0;
    }
  });
});
