import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderStory, type StoryRenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { isJpeg } from '../helpers/media.ts';
import { preview } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { colourAt, colourName, makeStoryAssets, storyOf, uploadAll, videoScene } from '../helpers/stories.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let scratch: string;
let storyRuns = 0;

const countedStory = (request: StoryRenderRequest) => {
  storyRuns++;
  return renderStory(request);
};

// Red for 25 frames, then blue for 25.
const redBlue = storyOf('Red blue', [videoScene('red.mp4', 25, { name: 'Red' }), videoScene('blue.mp4', 25)]);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-story-frame-'));
  server = await startTestServer({ renderEngine: { renderStory: countedStory } });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Story frames');
  await uploadAll(server, demo, prjuid, await makeStoryAssets(scratch));
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const askFrame = (body: unknown, token = demo, project = prjuid) =>
  fetchBytes(server, `${preview()}/preview/v1/storyframe/${project}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The colour at the middle of a JPG's picture. */
async function colourOf(jpeg: Buffer): Promise<string> {
  const file = path.join(scratch, `frame-${Math.random().toString(36).slice(2)}.jpg`);
  await writeFile(file, jpeg);
  return colourName(await colourAt(file, 0));
}

describe('a frame of a story', () => {
  it("answers the frame of the story's test movie, rendering the story once for every frame of it", async () => {
    const before = storyRuns;
    const first = await askFrame({ story: redBlue, frame: 5 });
    expect(first.status, first.bytes.toString().slice(0, 200)).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(first.bytes)).toBe(true);
    expect(await colourOf(first.bytes)).toBe('red');
    // Frames 24 and 25 are either side of the cut.
    const colours = [];
    for (const frame of [24, 25, 49]) colours.push(await colourOf((await askFrame({ story: redBlue, frame })).bytes));
    expect(colours).toEqual(['red', 'blue', 'blue']);
    expect(storyRuns - before).toBe(1);
  });

  it('renders an edited story again and keeps only its newest render', async () => {
    const before = storyRuns;
    const swapped = { ...redBlue, scenes: [...redBlue.scenes].reverse() };
    expect(await colourOf((await askFrame({ story: swapped, frame: 5 })).bytes)).toBe('blue');
    expect(await colourOf((await askFrame({ story: swapped, frame: 30 })).bytes)).toBe('red');
    expect(storyRuns - before).toBe(1);
    const files = await readdir(server.dataDir, { recursive: true });
    const kept = files.filter((file) => /\.renders[/\\]storyframe-[^/\\]+[/\\]story\.mp4$/.test(file));
    expect(kept).toHaveLength(1);
  });

  it('says how long the story is for a frame past its end', async () => {
    const reply = await askFrame({ story: redBlue, frame: 50 });
    expect([reply.status, reply.json?.Message]).toEqual([400, 'Frame 50 is past the end of the story (50 frames)']);
  });

  it('names the scene whose file is not in the project', async () => {
    const reply = await askFrame({
      story: storyOf('Missing', [videoScene('nope.mp4', 5, { name: 'Gone' })]),
      frame: 0,
    });
    expect(reply.status).toBe(400);
    expect(reply.json?.Message).toMatch(/Scene 1 "Gone".*nope\.mp4/);
  });
});

describe('what a story frame refuses', () => {
  it("answers 404 for another user's project and 401 without a sign-in", async () => {
    const theirs = await askFrame({ story: redBlue, frame: 0 }, other);
    expect([theirs.status, theirs.json?.Message]).toEqual([404, `Project ${prjuid} not found`]);
    const unknown = await askFrame({ story: redBlue, frame: 0 }, demo, 'no-such-project');
    expect(unknown.status).toBe(404);
    const anonymous = await fetchBytes(server, `${preview()}/preview/v1/storyframe/${prjuid}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ story: redBlue, frame: 0 }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses what is not a story, a frame that is not one and a story past the limits before rendering', async () => {
    const before = storyRuns;
    const notStory = await askFrame({ story: { name: 'x', scenes: 'none' }, frame: 0 });
    expect([notStory.status, notStory.json?.Message]).toEqual([
      400,
      'Invalid request: body/story/scenes must be array',
    ]);
    for (const frame of [-1, 1.5, 'one', 1e9]) expect((await askFrame({ story: redBlue, frame })).status).toBe(400);
    expect((await askFrame({ story: redBlue })).status).toBe(400);
    const odd = await askFrame({ story: { ...redBlue, size: '63x36' }, frame: 0 });
    expect(odd.status).toBe(400);
    expect(odd.json?.Message).toMatch(/63/);
    const nul = await askFrame({ story: redBlue, params: { a: 'x\u0000y' }, frame: 0 });
    expect([nul.status, nul.json?.Message]).toEqual([400, 'The value of a holds a NUL character (\\u0000)']);
    expect(storyRuns).toBe(before);
  });
});
