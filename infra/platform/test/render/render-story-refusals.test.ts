import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderStory, type StoryRenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { render, renderToken } from '../helpers/movies.ts';
import { waitForStatus } from '../helpers/renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { makeStoryAssets, putStories, storyOf, uploadAll, videoScene } from '../helpers/stories.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let theirs: string;
let scratch: string;
let storyRuns = 0;

const countedStory = (request: StoryRenderRequest) => {
  storyRuns++;
  return renderStory(request);
};

const plain = storyOf('Plain', [videoScene('red.mp4', 5, { name: 'Intro' })]);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-story-refusals-'));
  server = await startTestServer({ renderEngine: { renderStory: countedStory } });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Story refusals');
  theirs = await createProject(server, other, 'Their stories');
  const assets = await makeStoryAssets(scratch);
  await uploadAll(server, demo, prjuid, assets);
  // Another user's project holds files this project does not.
  expect((await putData(server, other, theirs, 'secret.png', assets['mask.png']!)).status).toBeLessThan(300);
  expect((await putData(server, other, theirs, 'secret.mp4', assets['blue.mp4']!)).status).toBeLessThan(300);
  await putStories(server, demo, prjuid, [plain, { name: 'Broken', scenes: [{ type: 5 }] }]);
  await putStories(server, other, theirs, [{ ...plain, name: 'Theirs' }]);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const renderCall = (body: unknown, method = 'POST', token = demo, project = prjuid) =>
  server.request(`${render()}/v2/render/${project}`, { method, token, body });

describe('who may render a story', () => {
  it("answers 404 for another user's project, by name or inline, and for their story in one's own project", async () => {
    for (const body of [{ story: 'Plain' }, { story: plain }, { story: 'Theirs' }]) {
      const reply = await renderCall(body, 'POST', demo, theirs);
      expect(reply.status).toBe(404);
      expect(reply.json.Message).toBe(`Project ${theirs} not found`);
    }
    const theirName = await renderCall({ story: 'Theirs' });
    expect(theirName.status).toBe(404);
    expect(theirName.json.Message).toBe('Story Theirs not found');
  });

  it('answers 404 for a story the project does not have, like a movie', async () => {
    for (const method of ['POST', 'PUT']) {
      const reply = await renderCall({ story: 'Nope' }, method);
      expect([reply.status, reply.json.Message]).toEqual([404, 'Story Nope not found']);
    }
  });
});

describe('what the call asks for', () => {
  it('takes exactly one of a movie, a story and an XML template', async () => {
    const neither = await renderCall({ params: { a: 'b' } });
    expect([neither.status, neither.json.Message]).toEqual([
      400,
      'Give a movie, a story or an XML template (compdata) to render',
    ]);
    const several = 'Give one of a movie, a story or an XML template (compdata) to render, not several';
    for (const body of [
      { movie: 'any', story: 'Plain' },
      { movie: 'any', compdata: 'T' },
      { story: 'Plain', compdata: 'T' },
      { movie: 'a', story: 'b', compdata: 'c' },
    ]) {
      const both = await renderCall(body);
      expect([both.status, both.json.Message]).toEqual([400, several]);
    }
  });

  it.each([
    ['a number', 42],
    ['an empty name', ''],
    ['scenes that are not a list', { name: 's', scenes: 'x' }],
    ['a scene type that is not text', { name: 's', scenes: [{ type: 5 }] }],
    ['a width that is text', { name: 's', size: 'custom', width: '640', height: 360, scenes: [{ type: 'static' }] }],
    ['a sound without a type', { name: 's', scenes: [{ type: 'static', sounds: [{ asset: 'tone.wav' }] }] }],
    [
      'a variant without its scene',
      { name: 's', scenes: [{ type: 'choice', varname: 'v', variants: [{ key: 'a' }] }] },
    ],
  ])('refuses a story of wrong types (%s) with 400', async (_case, story) => {
    const reply = await renderCall({ story });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/^Invalid request: body\/story/);
  });

  it('leaves out fields a story does not have, as for any request', async () => {
    const token = await renderToken(server, demo, prjuid, { story: { ...plain, script: 'rm -rf /' } });
    expect((await fetchBytes(server, `${render()}/v2/render/${token}.mp4`)).status).toBe(200);
  });

  it('refuses a stored story of wrong types, naming it', async () => {
    const reply = await renderCall({ story: 'Broken' });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toBe(
      'The story "Broken" of stories.json is not a story: story/scenes/0/type must be string',
    );
  });

  it('renders a story only in the story formats, listing them', async () => {
    const listed = 'A story renders mp4, webm, mov, mpg, wmv, flv, not "gif"';
    expect((await renderCall({ story: 'Plain', format: 'gif' })).json.Message).toBe(listed);
    expect((await renderCall({ story: plain, format: 'gif' }, 'PUT')).json.Message).toBe(listed);
    const token = await renderToken(server, demo, prjuid, { story: 'Plain' });
    for (const format of ['gif', 'png', 'jpg']) {
      const reply = await fetchBytes(server, `${render()}/v2/render/${token}.${format}`);
      expect([format, reply.status, reply.json.Message]).toEqual([
        format,
        400,
        `A story renders mp4, webm, mov, mpg, wmv, flv, not "${format}"`,
      ]);
    }
    const unknown = await renderCall({ story: 'Plain', format: 'exe' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.Message).toMatch(/^Unknown format "exe": use one of /);
  });
});

describe('limits before any slot', () => {
  it.each([
    [
      '1,001 scenes',
      storyOf(
        'Many',
        Array.from({ length: 1_001 }, () => videoScene('red.mp4', 1)),
      ),
      'The story has 1001 scenes, more than the limit of 1000.',
    ],
    [
      'a 100000x100000 size',
      storyOf('Huge', [videoScene('red.mp4', 1)], { size: '100000x100000' }),
      "The story's width must be an even number of pixels from 16 to 7680, got 100000.",
    ],
    [
      'fps 0/0',
      storyOf('Still', [videoScene('red.mp4', 1)], { fps: '0/0' }),
      "The story's fps must be between 1 and 120, got 0/0.",
    ],
    [
      'five hours of scenes',
      storyOf('Long', [videoScene('red.mp4', 25 * 3600 * 5)]),
      'The story lasts at least 450000 frames, longer than the limit of 4 h.',
    ],
    [
      'an unknown scene type',
      storyOf('Odd', [videoScene('red.mp4', 1, { type: 'sometimes', name: 'Odd' })]),
      /^Scene 1 "Odd": "sometimes" is not a scene type/,
    ],
  ])('refuses %s with 400 before any render, by POST and PUT, inline and stored', async (_case, story, message) => {
    const runs = storyRuns;
    await putStories(server, demo, prjuid, [plain, story]);
    for (const body of [{ story }, { story: story.name }, { story, format: 'webm' }]) {
      for (const method of ['POST', 'PUT']) {
        const reply = await renderCall(body, method);
        expect(reply.status).toBe(400);
        expect(reply.json.Message).toMatch(
          message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        );
      }
    }
    expect(storyRuns).toBe(runs);
  });

  it('counts a variable length with the values of the call', async () => {
    const variable = storyOf('Variable', [videoScene('red.mp4', 5, { duration: 'variable', numframesvar: 'len' })]);
    expect((await renderCall({ story: variable, params: { len: String(25 * 3600 * 5) } })).status).toBe(400);
    expect((await renderCall({ story: variable, params: { len: '5' } })).status).toBe(200);
  });
});

/** Renders the story (the token is made: its files are found only when it renders) and returns the 400's message. */
async function refusedAtRender(story: unknown, params: Record<string, string> = {}): Promise<string> {
  const token = await renderToken(server, demo, prjuid, { story, params });
  const reply = await fetchBytes(server, `${render()}/v2/render/${token}.mp4`);
  expect(reply.status).toBe(400);
  const status = await waitForStatus(server, token, (s) => s.state === 'failed');
  expect(status.error).toBe(reply.json.Message);
  return String(reply.json.Message);
}

describe('files outside the project', () => {
  it.each([
    '../../other/file',
    '/etc/passwd',
    'userfs:../x',
    'userfs:/etc/passwd',
    '../userdata/red.mp4',
    'secret.mp4',
    '%2e%2e/red.mp4',
  ])('never shows %s as a scene video: an input error naming the scene', async (video) => {
    const message = await refusedAtRender(
      storyOf('Attack', [videoScene('red.mp4', 5), videoScene(video, 5, { name: 'Sneaky' })]),
    );
    expect(message).toBe(`Scene 2 "Sneaky" uses the asset "${video}", which does not exist in the project.`);
  });

  it("never plays a sound from a URL, nor another project's file", async () => {
    const url = await refusedAtRender(
      storyOf('Url', [
        videoScene('red.mp4', 5, { name: 'Loud', sounds: [{ type: 'url', url: 'http://127.0.0.1:9/x.wav' }] }),
      ]),
    );
    expect(url).toMatch(/^Scene 1 "Loud", sound 1: a sound from a URL is not fetched by the renderer/);
    const template = await refusedAtRender(
      storyOf('Tpl', [videoScene('red.mp4', 5, { name: 'Voice', sounds: [{ type: 'template', template: '${who}' }] })]),
      { who: `../../${theirs}/userdata/secret.png` },
    );
    expect(template).toMatch(
      /^Scene 1 "Voice", sound 1 uses the asset "\.\.\/\.\.\/[0-9a-f]{32}\/userdata\/secret\.png", which does not exist in the project\./,
    );
  });

  it('never takes a mask from another project, by name, path or template', async () => {
    const masked = (extra: Record<string, string>) =>
      storyOf('Mask', [
        videoScene('red.mp4', 10),
        videoScene('blue.mp4', 10, { name: 'Wipe', transition: 'mask', tdur: 4, ...extra }),
      ]);
    for (const [extra, params, asset] of [
      [{ transition_mask: 'secret.png' }, {}, 'secret.png'],
      [{ transition_mask: `../${theirs}/userdata/secret.png` }, {}, `../${theirs}/userdata/secret.png`],
      [{ transition_mask: 'mask.png', transition_mask_template: '${m}' }, { m: '/etc/passwd' }, '/etc/passwd'],
    ] as const) {
      const message = await refusedAtRender(masked(extra), params);
      expect(message).toBe(
        `Scene 2 "Wipe", transition mask uses the asset "${asset}", which does not exist in the project.`,
      );
    }
  });

  it('leaves no file of a refused render behind, not even a partial one', async () => {
    const token = await renderToken(server, demo, prjuid, { story: storyOf('Gone', [videoScene('/etc/passwd', 5)]) });
    expect((await fetchBytes(server, `${render()}/v2/render/${token}.mp4`)).status).toBe(400);
    const renders = path.join(server.dataDir, 'blobs', 'eu-west-1', prjuid, '.renders');
    const left: string[] = [];
    for (const id of await readdir(renders))
      left.push(
        ...(await readdir(path.join(renders, id))).filter((name) => name.startsWith('.') || name.includes('part')),
      );
    expect(left).toEqual([]);
  });
});
