import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MoviesClient } from '@reelforge/api';
import { isRenderFinished, type RenderStatus } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { probe } from '../helpers/media.ts';
import { makeStoryAssets, putStories, storyOf, uploadAll, videoScene } from '../helpers/stories.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let movies: MoviesClient;
let prjuid: string;
let scratch: string;

const story = storyOf('Short', [
  videoScene('red.mp4', 6),
  videoScene('blue.mp4', 6, { transition: 'push', tdir: 4, tdur: 2 }),
]);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-story-client-'));
  server = await startTestServer();
  demo = await signIn(server, 'demo');
  movies = demo.api.movies('eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Story exports');
  await uploadAll(server, demo.token, prjuid, await makeStoryAssets(scratch));
  await putStories(server, demo.token, prjuid, [story]);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

async function finished(token: string): Promise<RenderStatus> {
  for (;;) {
    const status = await movies.renderStatus(token);
    if (isRenderFinished(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the export dialog does once the render is done: fetch the file by its URL. */
async function frames(token: string): Promise<number> {
  const reply = await fetch(new URL(movies.renderUrl(token, 'mp4'), server.url));
  expect(reply.status).toBe(200);
  const file = path.join(scratch, `${token}.mp4`);
  await writeFile(file, Buffer.from(await reply.arrayBuffer()));
  return Number((await probe(file, true)).streams.find((s) => s.codec_type === 'video')?.nb_read_frames);
}

describe('the movies client renders a story', () => {
  it('by name, as the export dialog asks, and follows it to done', async () => {
    const token = await movies.render(prjuid, { story: 'Short', params: {}, format: 'mp4' });
    expect(await finished(token)).toMatchObject({ state: 'done', progress: 1 });
    expect(await frames(token)).toBe(10);
  });

  it('inline, as an unsaved story is exported', async () => {
    const token = await movies.render(prjuid, {
      story: { ...story, scenes: [videoScene('green.mp4', 7)] },
      format: 'mp4',
    });
    expect(await finished(token)).toMatchObject({ state: 'done' });
    expect(await frames(token)).toBe(7);
  });

  it("rejects with the server's reason for a story it cannot render", async () => {
    await expect(movies.render(prjuid, { story: 'Missing', format: 'mp4' })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('Story Missing not found'),
    });
    await expect(movies.render(prjuid, { story: 'Short', format: 'gif' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('A story renders mp4'),
    });
  });
});
