import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/main.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-server-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const options = () => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: path.join(root, 'data'),
  consoleDir: path.join(root, 'console'),
  remotesDir: path.join(root, 'remotes'),
  logLevel: 'silent' as const,
});

async function signIn(url: string, username: string) {
  const response = await fetch(`${url}/accounts/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username, Password: username }),
  });
  return { status: response.status, body: (await response.json()) as { Token: string } };
}

describe('startServer', () => {
  it('seeds demo/demo, admin/admin and a sample project on first start only', async () => {
    const first = await startServer(options());
    let token: string;
    let prjuid: string;
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const demo = await signIn(first.url, 'demo');
      expect(demo.status).toBe(200);
      token = demo.body.Token;
      const admin = await signIn(first.url, 'admin');
      const verify = await fetch(`${first.url}/accounts/auth/verify`, {
        headers: { authorization: `istoken ${admin.body.Token}` },
      });
      expect(await verify.json()).toMatchObject({ Username: 'admin', Admin: true });

      const list = await fetch(`${first.url}/r/eu-west-1/api/v1/list/project/`, {
        headers: { authorization: `istoken ${token}` },
      });
      const { Projects } = (await list.json()) as { Projects: Array<{ name: string; uid: string }> };
      expect(Projects.map((p) => p.name)).toEqual(['Sample project']);
      prjuid = Projects[0]!.uid;
    } finally {
      await first.close();
    }

    // Data survives a restart, and the seed does not run twice.
    const second = await startServer(options());
    try {
      const list = await fetch(`${second.url}/r/eu-west-1/api/v1/list/project/`, {
        headers: { authorization: `istoken ${token}` },
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { Metadata: { Count: number } }).Metadata.Count).toBe(1);
      // Nothing seeded twice.
      const movies = await fetch(`${second.url}/r/eu-west-1/api/v1/list/sdl/${prjuid}/`, {
        headers: { authorization: `istoken ${token}` },
      });
      expect(((await movies.json()) as { Metadata: { Count: number } }).Metadata.Count).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('gives the sample project real assets and a `sample` movie with a title variable that renders', async () => {
    const server = await startServer({ ...options(), dataDir: path.join(root, 'sample') });
    try {
      const token = (await signIn(server.url, 'demo')).body.Token;
      const get = async (url: string) => {
        const response = await fetch(`${server.url}${url}`, { headers: { authorization: `istoken ${token}` } });
        return (await response.json()) as any;
      };
      const { Projects } = await get('/r/eu-west-1/api/v1/list/project/');
      const prjuid = Projects[0].uid as string;

      const assets = await get(`/r/eu-west-1/api/v1/list/data/${prjuid}/`);
      expect(assets.Videos.map((a: { name: string }) => a.name)).toEqual(['sample-background.mp4']);
      expect(assets.Images.map((a: { name: string }) => a.name)).toEqual(['sample-sunset.png']);
      expect(assets.Audios.map((a: { name: string }) => a.name)).toEqual(['sample-music.wav']);
      expect(assets.Fonts.map((a: { name: string }) => a.name)).toEqual(['DejaVuSans-Bold.ttf']);
      const video = await get(`/r/eu-west-1/api/v1/data/${prjuid}/sample-background.mp4?processed=1`);
      expect(video).toMatchObject({ width: 640, height: 360, framerate: '25/1' });

      const { SDLS } = await get(`/r/eu-west-1/api/v1/list/sdl/${prjuid}/`);
      expect(SDLS.map((m: { name: string }) => m.name)).toEqual(['sample']);
      const movie = await get(`/r/eu-west-1/api/v1/sdl/${prjuid}/sample?json=1`);
      expect(movie.params.vparams).toMatchObject({ width: 640, height: 360, videoframerate: { num: 25, den: 1 } });
      expect(movie.scenes).toHaveLength(2);
      expect(movie.scenes[1].transition).toMatchObject({ type: 'CROSSFADE' });
      expect(movie.audio).toHaveLength(1);
      const { Variables } = await get(`/r/eu-west-1/api/v1/sdlvariables/${prjuid}/sample`);
      expect(Variables).toEqual([
        expect.objectContaining({
          key: 'title',
          type: 'MAP',
          valuetype: 'string',
          defaultvalue: 'Hello from Reelforge',
        }),
      ]);

      // It renders: two titles give two different first-scene frames.
      const frames: Buffer[] = [];
      for (const title of ['Hello from Reelforge', 'Something else']) {
        const posted = await fetch(`${server.url}/r/eu-west-1/render/v2/render/${prjuid}`, {
          method: 'POST',
          headers: { authorization: `istoken ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ movie: 'sample', params: { title } }),
        });
        const { token: renderToken } = (await posted.json()) as { token: string };
        const png = await fetch(`${server.url}/r/eu-west-1/render/v2/render/${renderToken}.png?frame=30`);
        expect(png.status).toBe(200);
        frames.push(Buffer.from(await png.arrayBuffer()));
      }
      expect(frames[0]!.equals(frames[1]!)).toBe(false);
    } finally {
      await server.close();
    }
  }, 30_000);
});
