import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { centrePixel, ffmpeg } from '../helpers/media.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { plantUserFile, putUserFile } from '../helpers/userfs.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;
let green: Buffer;

/** A movie of one scene showing `asset` full frame. */
const showing = (asset: string) =>
  tinyMovie({
    scenes: [{ name: 'Logo', length: 5, layers: [{ name: 'Shared logo', image: { asset } }] }],
    variables: [],
  });

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-userfs-movie-'));
  [server] = await Promise.all([
    startTestServer(),
    ffmpeg('-f', 'lavfi', '-i', 'color=c=0x00ff00:s=160x90', '-frames:v', '1', path.join(scratch, 'green.png')),
  ]);
  green = await readFile(path.join(scratch, 'green.png'));
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Uses the shared logo');
  expect((await putUserFile(server, demo, 'logos/green.png', green)).status).toBe(201);
  expect((await putUserFile(server, other, 'theirs/green.png', green)).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

async function frameOf(token: string): Promise<[number, number, number]> {
  const png = await fetchBytes(server, `${render()}/v2/render/${token}.png`);
  expect(png.status, png.bytes.toString().slice(0, 300)).toBe(200);
  const file = path.join(scratch, `${token}.png`);
  await writeFile(file, png.bytes);
  return centrePixel(file);
}

const ask = (movie: unknown, token = demo, project = prjuid) =>
  server.request(`${render()}/v2/render/${project}`, { method: 'POST', token, body: { movie } });

describe('a movie layer whose source is userfs:{path}', () => {
  it('renders the owner’s file from their store, stored or inline', async () => {
    expect((await putMovieJson(server, demo, prjuid, 'with logo', showing('userfs:logos/green.png'))).status).toBe(201);
    const [r, g, b] = await frameOf(await renderToken(server, demo, prjuid, { movie: 'with logo' }));
    expect(g).toBeGreaterThan(200);
    expect(r + b).toBeLessThan(60);
    const inline = await frameOf(await renderToken(server, demo, prjuid, { movie: showing('userfs:logos/green.png') }));
    expect(inline[1]).toBeGreaterThan(200);
  });

  it('cannot name another user’s file, in any spelling: it is not there', async () => {
    const user = await server.app.users.findByUsername('other');
    for (const source of [
      'userfs:theirs/green.png',
      `userfs:../${user!.id}/files/theirs/green.png`,
      'userfs:%2e%2e/x.png',
      'userfs:/etc/passwd',
      'userfs:logos/../../x.png',
    ]) {
      const reply = await ask(showing(source));
      expect(reply.status, source).toBe(400);
      expect(reply.json.Message).toMatch(/which does not exist in the project/);
    }
    // Their own project renders their own file.
    const theirs = await createProject(server, other, 'Theirs');
    expect((await ask(showing('userfs:theirs/green.png'), other, theirs)).status).toBe(200);
  });

  it('takes a folder, a missing file or a file of the wrong kind as it would a project asset', async () => {
    expect((await ask(showing('userfs:logos'))).json.Message).toMatch(/does not exist/);
    expect((await ask(showing('userfs:logos/missing.png'))).json.Message).toMatch(/does not exist/);
    await putUserFile(server, demo, 'notes.txt', 'words');
    expect((await ask(showing('userfs:notes.txt'))).status).toBe(400);
  });

  it('opens only that file: a playlist stored under a picture’s name is refused, not followed', async () => {
    const otherFiles = (
      await server.app.userFiles.root({
        userId: (await server.app.users.findByUsername('other'))!.id,
        region: 'eu-west-1',
      })
    ).files;
    // Written into the store directly: an upload would refuse it for not being an image.
    await plantUserFile(
      server,
      'demo',
      'sneaky.png',
      `#EXTM3U\n#EXTINF:1,\n${path.join(otherFiles, 'theirs', 'green.png')}\n`,
    );
    const token = await renderToken(server, demo, prjuid, { movie: showing('userfs:sneaky.png') });
    const reply = await fetchBytes(server, `${render()}/v2/render/${token}.png`);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/sneaky\.png/);
  });
});

describe('a thumbnail of a stored file', () => {
  it('is made by the thumbnail service at the width asked, and follows a replaced file', async () => {
    const jpg = await fetchBytes(server, `/r/eu-west-1/api/v1/userfs/thumbnail/logos/green.png-w=64.jpg`, {
      token: demo,
    });
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    const file = path.join(scratch, 'thumb.jpg');
    await writeFile(file, jpg.bytes);
    expect((await centrePixel(file))[1]).toBeGreaterThan(200);
    expect(
      (
        await fetchBytes(server, `/r/eu-west-1/api/v1/userfs/thumbnail/logos/green.png.png`, { token: demo })
      ).headers.get('content-type'),
    ).toBe('image/png');

    await ffmpeg(
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=0xff0000:s=160x90',
      '-frames:v',
      '1',
      path.join(scratch, 'red.png'),
    );
    await putUserFile(server, demo, 'logos/green.png', await readFile(path.join(scratch, 'red.png')));
    const again = await fetchBytes(server, `/r/eu-west-1/api/v1/userfs/thumbnail/logos/green.png-w=64.jpg`, {
      token: demo,
    });
    await writeFile(file, again.bytes);
    expect((await centrePixel(file))[0]).toBeGreaterThan(200);
  });

  it('is a 404 for a file without one, a width not offered, another user or a missing file', async () => {
    const get = (pathname: string, token = demo) =>
      fetchBytes(server, `/r/eu-west-1/api/v1/userfs/thumbnail/${pathname}`, { token });
    expect((await get('notes.txt-w=128.jpg')).status).toBe(404);
    expect((await get('logos/green.png-w=77.jpg')).status).toBe(404);
    expect((await get('logos/green.png-w=128.jpg', other)).status).toBe(404);
    expect((await get('logos/none.png-w=128.jpg')).status).toBe(404);
  });
});
