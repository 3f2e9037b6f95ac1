import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodePreviewRequest } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { centrePixel, ffmpeg, isJpeg } from '../helpers/media.ts';
import { preview, putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { depublish, publishAndWait } from '../helpers/publish.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;
let red: Buffer;
let blue: Buffer;
let count = 0;

/** The whole frame is the picture `pic.png`. */
const pictureMovie = tinyMovie({
  scenes: [
    {
      name: 'Only',
      length: 5,
      layers: [{ name: 'Picture', image: { asset: 'pic.png' }, position: { x: 0, y: 0, w: 160, h: 90 } }],
    },
  ],
  variables: [],
});

const settings = (region: string, token = demo) =>
  server.request(`${render(region)}/v2/settings/${region}/${prjuid}`, { token });
const saveSpeed = (region: string, speed: number, token = demo) =>
  server.request(`${render(region)}/v2/settings/${region}/${prjuid}`, {
    method: 'POST',
    token,
    body: { settings: { speed } },
  });

const askPreview = (region: string) =>
  fetchBytes(server, `${preview(region)}/preview/v1/previewrequest/${prjuid}`, {
    method: 'PUT',
    token: demo,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      previewrequest: Buffer.from(encodePreviewRequest({ movie: pictureMovie, format: 'JPG', frame: 0 })).toString(
        'base64',
      ),
    }),
  });

/** The colour a region renders the picture movie in, through a render token. */
async function renderedColour(region: string): Promise<'red' | 'blue' | 'other'> {
  const token = await renderToken(server, demo, prjuid, { movie: 'picture' }, region);
  const reply = await fetchBytes(server, `${render(region)}/v2/render/${token}.jpg`);
  expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
  const file = path.join(scratch, `frame-${count++}.jpg`);
  await writeFile(file, reply.bytes);
  const [r, g, b] = await centrePixel(file);
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return 'other';
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-render-published-'));
  await Promise.all(
    ['red', 'blue'].map((colour) =>
      ffmpeg('-f', 'lavfi', '-i', `color=c=${colour}:s=160x90`, '-frames:v', '1', path.join(scratch, `${colour}.png`)),
    ),
  );
  red = await readFile(path.join(scratch, 'red.png'));
  blue = await readFile(path.join(scratch, 'blue.png'));
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Rendered elsewhere');
  expect((await putData(server, demo, prjuid, 'pic.png', red, { contentType: 'image/png' })).status).toBe(201);
  expect((await putMovieJson(server, demo, prjuid, 'picture', pictureMovie)).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the render hosts of a region the project is published to', () => {
  it('know nothing of the project before it is published there', async () => {
    expect(
      (
        await server.request(`${render('us-east-1')}/v2/render/${prjuid}`, {
          method: 'POST',
          token: demo,
          body: { movie: 'picture' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request(`${render('us-east-1')}/v2/render/${prjuid}`, {
          method: 'PUT',
          token: demo,
          body: { movie: 'picture' },
        })
      ).status,
    ).toBe(404);
    expect((await askPreview('us-east-1')).status).toBe(404);
    expect((await settings('us-east-1')).status).toBe(404);
  });

  it('render it once published: a token of us-east-1 is served there, not at home', async () => {
    expect(await publishAndWait(server, demo, prjuid, 'us-east-1')).toMatchObject({ status: 'done' });
    expect(await renderedColour('us-east-1')).toBe('red');

    const token = await renderToken(server, demo, prjuid, { movie: 'picture' }, 'us-east-1');
    expect((await fetchBytes(server, `${render('eu-west-1')}/v2/render/${token}.jpg`)).status).toBe(404);
    expect((await server.request(`${render('eu-west-1')}/v2/render/${token}/status`)).status).toBe(404);
    expect((await server.request(`${render('us-east-1')}/v2/render/${token}/status`)).status).toBe(200);

    const started = await server.request(`${render('us-east-1')}/v2/render/${prjuid}`, {
      method: 'PUT',
      token: demo,
      body: { movie: 'picture', format: 'jpg' },
    });
    expect(started.status).toBe(200);
    expect(started.json.url).toBe(`/r/us-east-1/render/v2/render/${started.json.token}.jpg`);
    expect((await fetchBytes(server, started.json.url)).status).toBe(200);
  });

  it('keep rendering the earlier copy while a sync runs, and after one failed', async () => {
    const project = (
      await server.app.db.selectFrom('projects').select('id').where('uid', '=', prjuid).executeTakeFirstOrThrow()
    ).id;
    const mark = (state: string) =>
      server.app.db
        .updateTable('distributions')
        .set({ state })
        .where('project_id', '=', project)
        .where('region', '=', 'us-east-1')
        .execute();
    await mark('PUBLISHING');
    expect(await renderedColour('us-east-1')).toBe('red');
    await mark('FAILED');
    expect(await renderedColour('us-east-1')).toBe('red');
    await mark('PUBLISHED');
  });

  it('refuse a region whose first copy is still being made, or failed', async () => {
    const uid = await createProject(server, demo, 'Never copied');
    const project = (
      await server.app.db.selectFrom('projects').select('id').where('uid', '=', uid).executeTakeFirstOrThrow()
    ).id;
    await server.app.db
      .insertInto('distributions')
      .values({
        project_id: project,
        region: 'us-east-1',
        state: 'FAILED',
        message: 'Disk full',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(
      (
        await server.request(`${render('us-east-1')}/v2/render/${uid}`, {
          method: 'POST',
          token: demo,
          body: { movie: 'picture' },
        })
      ).status,
    ).toBe(404);
  });

  it('render what was published until it is synced', async () => {
    expect(
      (await putData(server, demo, prjuid, 'pic.png', blue, { replace: 1, contentType: 'image/png' })).status,
    ).toBeLessThan(300);
    expect(await renderedColour('eu-west-1')).toBe('blue');
    expect(await renderedColour('us-east-1')).toBe('red');
    await publishAndWait(server, demo, prjuid, 'us-east-1');
    expect(await renderedColour('us-east-1')).toBe('blue');
  });

  it('say a movie saved at home since the last publish is not there yet', async () => {
    expect((await putMovieJson(server, demo, prjuid, 'later', pictureMovie)).status).toBe(201);
    const reply = await server.request(`${render('us-east-1')}/v2/render/${prjuid}`, {
      method: 'POST',
      token: demo,
      body: { movie: 'later' },
    });
    expect(reply.status).toBe(404);
    expect(reply.json.Message).toMatch(/publish/);
    await publishAndWait(server, demo, prjuid, 'us-east-1');
    expect(
      (
        await server.request(`${render('us-east-1')}/v2/render/${prjuid}`, {
          method: 'POST',
          token: demo,
          body: { movie: 'later' },
        })
      ).status,
    ).toBe(200);
  });

  it('preview it', async () => {
    const reply = await askPreview('us-east-1');
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(reply.bytes)).toBe(true);
  });

  it("keep the distribution's own render speed, apart from the project's", async () => {
    expect((await settings('us-east-1')).json).toEqual({ settings: { speed: 0 } });
    expect((await saveSpeed('us-east-1', 3)).json).toEqual({ settings: { speed: 3 } });
    expect((await saveSpeed('eu-west-1', 1)).status).toBe(200);
    expect((await settings('us-east-1')).json).toEqual({ settings: { speed: 3 } });
    expect((await settings('eu-west-1')).json).toEqual({ settings: { speed: 1 } });
    expect((await server.request(`${api()}/project/${prjuid}`, { token: demo })).json.Metadata.Speed).toBe(1);
    expect((await settings('us-east-1', other)).status).toBe(404);
    expect((await saveSpeed('us-east-1', 2, other)).status).toBe(404);
  });

  it('forget it once depublished: no render, no token of theirs, no preview', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'picture' }, 'us-east-1');
    expect((await depublish(server, demo, prjuid, 'us-east-1')).status).toBe(200);
    expect(
      (
        await server.request(`${render('us-east-1')}/v2/render/${prjuid}`, {
          method: 'POST',
          token: demo,
          body: { movie: 'picture' },
        })
      ).status,
    ).toBe(404);
    expect((await fetchBytes(server, `${render('us-east-1')}/v2/render/${token}.jpg`)).status).toBe(404);
    expect((await askPreview('us-east-1')).status).toBe(404);
    expect((await settings('us-east-1')).status).toBe(404);
    // Home is as it was.
    expect(await renderedColour('eu-west-1')).toBe('blue');
  });
});
