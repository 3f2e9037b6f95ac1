import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { isPng, probe } from '../helpers/media.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;
let count = 0;
let demoId: number;
let otherId: number;

async function probeBytes(bytes: Buffer, ext: string) {
  const file = path.join(scratch, `probe-${count++}.${ext}`);
  await writeFile(file, bytes);
  return probe(file);
}

const sessionsOf = () => server.app.renderSessions.list({ ownerId: demoId });

async function waitForStatus(token: string, state: string) {
  for (let i = 0; i < 100; i++) {
    const reply = await server.request(`${render()}/v2/render/${token}/status`);
    if (reply.json.state === state) return reply.json;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`render never became ${state}`);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-render-'));
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  demoId = (await server.app.users.findByUsername('demo'))!.id;
  otherId = (await server.app.users.findByUsername('other'))!.id;
  prjuid = await createProject(server, demo, 'Renders');
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the render contract', () => {
  it('renders a stored movie: POST gives a token, token.mp4 is a real H.264 mp4 of the movie', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny', params: { title: 'Rendered' } });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    // The token is the authorisation: no sign-in.
    const reply = await fetchBytes(server, `${render()}/v2/render/${token}.mp4`);
    expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
    expect(reply.headers.get('content-type')).toBe('video/mp4');
    const facts = await probeBytes(reply.bytes, 'mp4');
    const video = facts.streams.find((s) => s.codec_type === 'video')!;
    expect(video).toMatchObject({ codec_name: 'h264', width: 160, height: 90 });
    expect(Number(facts.format.duration)).toBeCloseTo(1, 1);
  });

  it('gives the same token as a png frame, and with v2/get, and supports Range', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny' });
    const png = await fetchBytes(server, `${render()}/v2/render/${token}.png?frame=3`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(isPng(png.bytes)).toBe(true);
    expect((await probeBytes(png.bytes, 'png')).streams[0]).toMatchObject({ width: 160, height: 90 });

    const got = await fetchBytes(server, `${render()}/v2/get/${token}.mp4`);
    expect(got.status).toBe(200);
    const range = await fetchBytes(server, `${render()}/v2/render/${token}.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.bytes.length).toBe(100);
    expect(range.bytes.equals(got.bytes.subarray(0, 100))).toBe(true);
    expect(range.headers.get('content-range')).toBe(`bytes 0-99/${got.bytes.length}`);
  });

  it('renders an inline JSON movie', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: tinyMovie(), params: { title: 'Inline' } });
    const jpg = await fetchBytes(server, `${render()}/v2/render/${token}.jpg`);
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
  });

  it('renders once for concurrent requests and caches per format and frame', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny' });
    const before = (await sessionsOf()).length;
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => fetchBytes(server, `${render()}/v2/render/${token}.mp4`)),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.bytes.equals(replies[0]!.bytes)).toBe(true);
    }
    await fetchBytes(server, `${render()}/v2/render/${token}.mp4`);
    expect((await sessionsOf()).length).toBe(before + 1);
    await fetchBytes(server, `${render()}/v2/render/${token}.png?frame=1`);
    await fetchBytes(server, `${render()}/v2/render/${token}.png?frame=2`);
    expect((await sessionsOf()).length).toBe(before + 3);
  });

  it('starts at once with a format, and the status call follows it to done', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny', format: 'mp4' });
    const done = await waitForStatus(token, 'done');
    expect(done).toMatchObject({ state: 'done', progress: 1 });
    expect(done.session).toMatch(/^[0-9a-f]{32}$/);
    const before = (await sessionsOf()).length;
    expect((await fetchBytes(server, `${render()}/v2/render/${token}.mp4`)).status).toBe(200);
    // Already rendered: no second session.
    expect((await sessionsOf()).length).toBe(before);
  });

  it('reports a token nobody fetched yet as queued', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny' });
    const status = await server.request(`${render()}/v2/render/${token}/status`);
    expect(status.status).toBe(200);
    expect(status.json).toEqual({ state: 'queued', progress: 0 });
  });

  it('PUT gives the token and the URL of the result, rendered at once', async () => {
    const reply = await server.request(`${render()}/v2/render/${prjuid}`, {
      method: 'PUT',
      token: demo,
      body: { movie: 'tiny', params: { title: 'Put' }, upload: { type: 'none' } },
    });
    expect(reply.status).toBe(200);
    expect(reply.json.url).toBe(`/r/eu-west-1/render/v2/render/${reply.json.token}.mp4`);
    const video = await fetchBytes(server, reply.json.url);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
  });

  it("PUT without a format renders the movie's default format: the first its codec offers", async () => {
    const urlFor = async (videocodec: string) => {
      const movie = tinyMovie();
      movie.params!.vparams!.videocodec = videocodec;
      const reply = await server.request(`${render()}/v2/render/${prjuid}`, {
        method: 'PUT',
        token: demo,
        body: { movie },
      });
      expect(reply.status).toBe(200);
      // Its render starts at once: it ends here, not during a later test.
      await waitForStatus(reply.json.token, 'done');
      return String(reply.json.url);
    };
    expect(await urlFor('gif')).toMatch(/\.gif$/);
    // An unspecified codec offers every format, mov first (docs/reference.md §5).
    expect(await urlFor('')).toMatch(/\.mov$/);
  });

  it('offers the render as a download with ?download=1', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny' });
    const reply = await fetchBytes(server, `${render()}/v2/render/${token}.png?download=1`);
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="tiny.png"; filename*=UTF-8''tiny.png`);
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown token and 400 for an unknown extension', async () => {
    const unknown = await server.request(`${render()}/v2/render/${'0'.repeat(32)}.mp4`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.Message).toBe('Unknown render token');
    expect((await server.request(`${render()}/v2/render/not-a-token.mp4`)).status).toBe(404);
    expect((await server.request(`${render()}/v2/render/${'0'.repeat(32)}/status`)).status).toBe(404);

    const token = await renderToken(server, demo, prjuid, { movie: 'tiny' });
    const badExt = await server.request(`${render()}/v2/render/${token}.exe`);
    expect(badExt.status).toBe(400);
    expect(badExt.json.Message).toMatch(/Unknown format "exe"/);
    // A token belongs to its region's render host.
    expect((await server.request(`${render('us-east-1')}/v2/render/${token}.mp4`)).status).toBe(404);
  });

  it('checks the request: project, movie, values and format', async () => {
    const post = (token: string | undefined, body: unknown, id = prjuid) =>
      server.request(`${render()}/v2/render/${id}`, { method: 'POST', token, body });
    expect((await post(undefined, { movie: 'tiny' })).status).toBe(401);
    expect((await post(other, { movie: 'tiny' })).status).toBe(404);
    expect((await post(demo, { movie: 'tiny' }, '0'.repeat(32))).status).toBe(404);
    const noMovie = await post(demo, { movie: 'nothing' });
    expect(noMovie.status).toBe(404);
    expect(noMovie.json.Message).toBe('Movie nothing not found');
    const wrongType = await post(demo, { movie: { scenes: [{ length: 'ten' }] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.Message).toMatch(/length/);
    expect((await post(demo, { movie: 'tiny', format: 'avi' })).status).toBe(400);
    expect((await post(demo, { movie: 'tiny', params: { title: { nested: true } } })).status).toBe(400);
    expect((await post(demo, { params: {} })).status).toBe(400);
  });
});

describe('render errors and sessions', () => {
  it('answers 400 naming the scene for a missing asset when the token is asked for; no token is made', async () => {
    const movie = tinyMovie({
      scenes: [
        { name: 'Opening', length: 10, layers: [{ color: { color: '#000000' } }] },
        { name: 'Broken', length: 10, layers: [{ name: 'Photo', image: { asset: 'missing.png' } }] },
      ],
    });
    const reply = await server.request(`${render()}/v2/render/${prjuid}`, {
      method: 'POST',
      token: demo,
      body: { movie },
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(
      /^Scene 2 "Broken", layer 1 "Photo" uses the asset "missing\.png", which does not exist in the project\./,
    );
    expect(reply.json.token).toBeUndefined();
  });

  it('answers 400 naming the scene when an asset went after the token was made, and records a failed session with its error log', async () => {
    const bytes = (
      await fetchBytes(
        server,
        `${render()}/v2/render/${await renderToken(server, demo, prjuid, { movie: 'tiny' })}.png`,
      )
    ).bytes;
    expect((await putData(server, demo, prjuid, 'going.png', bytes)).status).toBe(201);
    const movie = tinyMovie({
      scenes: [
        { name: 'Opening', length: 10, layers: [{ color: { color: '#000000' } }] },
        { name: 'Broken', length: 10, layers: [{ name: 'Photo', image: { asset: 'going.png' } }] },
      ],
    });
    const token = await renderToken(server, demo, prjuid, { movie });
    expect((await server.request(`${api()}/data/${prjuid}/going.png`, { method: 'DELETE', token: demo })).status).toBe(
      200,
    );
    const reply = await server.request(`${render()}/v2/render/${token}.mp4`);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/going\.png/);
    expect(reply.json.Message).toMatch(/Scene 2 "Broken"/);

    const status = await server.request(`${render()}/v2/render/${token}/status`);
    expect(status.json).toMatchObject({ state: 'failed', progress: 0, error: reply.json.Message });
    const [session] = await server.app.renderSessions.list({ ownerId: demoId, errorsOnly: true, limit: 1 });
    expect(session).toMatchObject({
      sessionid: status.json.session,
      prjuid,
      movie: '',
      region: 'eu-west-1',
      success: false,
      format: 'mp4',
      width: 160,
      height: 90,
    });
    const errors = await server.app.renderSessions.errors(demoId, session!.sessionid);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ sessionid: session!.sessionid, scenes: ['Broken'], message: reply.json.Message });
    expect(errors[0]!.context).toMatch(/^input error rendering mp4/);
    expect(Date.parse(errors[0]!['@timestamp'])).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 400 for a variable value that does not fit its field, when the token is asked for', async () => {
    const movie = tinyMovie({
      scenes: [{ name: 'Sized', length: 10, layers: [{ text: { text: 'x', bindings: { size: 'title' } } }] }],
    });
    const reply = await server.request(`${render()}/v2/render/${prjuid}`, {
      method: 'POST',
      token: demo,
      body: { movie, params: { title: 'huge' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/Scene 1 "Sized"/);
    expect(reply.json.Message).toMatch(/huge/);
  });

  it('records a successful session with the movie, size, length and region', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny' });
    await fetchBytes(server, `${render()}/v2/render/${token}.mp4`);
    const status = await server.request(`${render()}/v2/render/${token}/status`);
    const sessions = await server.app.renderSessions.list({ ownerId: demoId });
    const session = sessions.find((s) => s.sessionid === status.json.session);
    expect(session).toMatchObject({
      prjuid,
      movie: 'tiny',
      region: 'eu-west-1',
      origin: 'render',
      format: 'mp4',
      width: 160,
      height: 90,
      frames: 25,
      success: true,
    });
    expect(session!.duration).toBeCloseTo(1, 1);
    expect(await server.app.renderSessions.errors(demoId, session!.sessionid)).toEqual([]);
    // Another user sees none of it.
    expect(await server.app.renderSessions.list({ ownerId: otherId })).toEqual([]);
  });
});

describe('datasource variables', () => {
  it('reads the project datasource for a DATASOURCE variable, row by row', async () => {
    expect((await putData(server, demo, prjuid, 'names.csv', 'name\nAlice\nBob\n')).status).toBe(201);
    const movie = tinyMovie({
      variables: [{ key: 'title', type: 'DATASOURCE', datasource: 'names.csv', column: 'name' }],
    });
    const frames = [];
    for (const row of ['0', '1']) {
      const token = await renderToken(server, demo, prjuid, { movie, params: { row } });
      const reply = await fetchBytes(server, `${render()}/v2/render/${token}.png`);
      expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
      frames.push(reply.bytes);
    }
    expect(frames[0]!.equals(frames[1]!)).toBe(false);

    // Answered when the token is asked for.
    const missing = tinyMovie({
      variables: [{ key: 'title', type: 'DATASOURCE', datasource: 'gone.csv', column: 'name' }],
    });
    const reply = await server.request(`${render()}/v2/render/${prjuid}`, {
      method: 'POST',
      token: demo,
      body: { movie: missing },
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/gone\.csv/);
  });
});
