import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MoviesClient } from '@reelforge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/clients.ts';
import { isJpeg } from '../helpers/media.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { colourAt, colourName, makeStoryAssets, storyOf, uploadAll, videoScene } from '../helpers/stories.ts';

let server: TestServer;
let movies: MoviesClient;
let prjuid: string;
let scratch: string;

const story = storyOf('Two', [videoScene('green.mp4', 10), videoScene('blue.mp4', 10)]);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-story-frame-client-'));
  server = await startTestServer();
  const demo = await signIn(server, 'demo');
  movies = demo.api.movies('eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Story frame client');
  await uploadAll(server, demo.token, prjuid, await makeStoryAssets(scratch));
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the movies client', () => {
  it("fetches a frame of a story's test movie as the stage shows it, and says why one is refused", async () => {
    const colours = [];
    for (const frame of [2, 15]) {
      const blob = await movies.storyFrame(prjuid, { story, params: {}, frame });
      const bytes = Buffer.from(await blob.arrayBuffer());
      expect(isJpeg(bytes)).toBe(true);
      const file = path.join(scratch, `frame-${frame}.jpg`);
      await writeFile(file, bytes);
      colours.push(colourName(await colourAt(file, 0)));
    }
    expect(colours).toEqual(['green', 'blue']);
    await expect(movies.storyFrame(prjuid, { story, frame: 20 })).rejects.toThrow(
      'Frame 20 is past the end of the story (20 frames)',
    );
  });
});
