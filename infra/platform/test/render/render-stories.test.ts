import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderStory, type StoryRenderRequest } from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { probe } from '../helpers/media.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { cancelRender, waitForStatus } from '../helpers/renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import {
  colourAt,
  colourName,
  makeStoryAssets,
  putStories,
  storyOf,
  uploadAll,
  videoScene,
} from '../helpers/stories.ts';

let server: TestServer;
let demo: string;
let prjuid: string;
let scratch: string;
let count = 0;
let storyRuns = 0;

/** The real renderer, counted: a refusal before the slot must not reach it. */
const countedStory = (request: StoryRenderRequest) => {
  storyRuns++;
  return renderStory(request);
};

/** Red, then blue or green as `colour` says (a match and a matchnot scene): 10 frames each. */
const matching = storyOf('Matching', [
  videoScene('red.mp4', 10, { name: 'Intro' }),
  videoScene('blue.mp4', 10, { name: 'Blue', type: 'match', varname: 'colour', matchvalues: [{ value: 'blue' }] }),
  videoScene('green.mp4', 10, { name: 'Other', type: 'matchnot', varname: 'colour', matchvalues: [{ value: 'blue' }] }),
]);
const withSound = storyOf(
  'With sound',
  [videoScene('red.mp4', 10), videoScene('blue.mp4', 10, { transition: 'crossfade', tdur: 4 })],
  {
    bgsound: { type: 'asset', asset: 'tone.wav', volume: 80 },
  },
);
/** A scene showing a green movie of the project, at the story's size and rate. */
const withMovie = storyOf('With movie', [
  videoScene('red.mp4', 5),
  { type: 'static', name: 'Film', src: 'movies', movie: 'green film', duration: 'video' },
]);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-stories-'));
  server = await startTestServer({ renderEngine: { renderStory: countedStory } });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Stories');
  await uploadAll(server, demo, prjuid, await makeStoryAssets(scratch));
  const green = tinyMovie({
    scenes: [{ name: 'Green', length: 8, layers: [{ name: 'Fill', color: { color: '#22cc44' } }] }],
    variables: [],
  });
  expect((await putMovieJson(server, demo, prjuid, 'green film', green)).status).toBe(201);
  await putStories(server, demo, prjuid, [matching, withSound, withMovie]);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** The token's render in `format`, written to a scratch file. */
async function fetched(token: string, format = 'mp4'): Promise<string> {
  const reply = await fetchBytes(server, `${render()}/v2/render/${token}.${format}`);
  expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
  const file = path.join(scratch, `story-${count++}.${format}`);
  await writeFile(file, reply.bytes);
  return file;
}

const frames = async (file: string) =>
  Number((await probe(file, true)).streams.find((s) => s.codec_type === 'video')?.nb_read_frames);
const hasAudio = async (file: string) => (await probe(file)).streams.some((s) => s.codec_type === 'audio');

describe('a story through the render call', () => {
  it('renders a stored story by name with a format: an mp4 of its size and frames, without sound when it has none', async () => {
    const token = await renderToken(server, demo, prjuid, {
      story: 'Matching',
      params: { colour: 'blue' },
      format: 'mp4',
    });
    expect(await waitForStatus(server, token, (s) => s.state !== 'queued' && s.state !== 'rendering')).toMatchObject({
      state: 'done',
      progress: 1,
    });
    const file = await fetched(token);
    const facts = await probe(file);
    expect(facts.streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 64,
      height: 36,
    });
    expect(await frames(file)).toBe(20);
    expect(await hasAudio(file)).toBe(false);
    // The variable chose the match scene: red, then blue.
    expect(colourName(await colourAt(file, 5))).toBe('red');
    expect(colourName(await colourAt(file, 15))).toBe('blue');
    // The download is named after the story.
    const download = await fetchBytes(server, `${render()}/v2/render/${token}.mp4?download=1`);
    expect(download.headers.get('content-disposition')).toContain('filename="Matching.mp4"');
  });

  it('lets the values choose the other scene, through a token fetched later in another format', async () => {
    const token = await renderToken(server, demo, prjuid, { story: 'Matching', params: { colour: 'yellow' } });
    expect((await server.request(`${render()}/v2/render/${token}/status`)).json).toEqual({
      state: 'queued',
      progress: 0,
    });
    const file = await fetched(token, 'webm');
    expect((await probe(file)).format.format_name).toMatch(/webm/);
    expect(colourName(await colourAt(file, 15))).toBe('green');
    expect(await waitForStatus(server, token, (s) => s.state === 'done')).toMatchObject({ progress: 1 });
  });

  it('renders an inline story with PUT: mp4 by default, with its sound track', async () => {
    const reply = await server.request(`${render()}/v2/render/${prjuid}`, {
      method: 'PUT',
      token: demo,
      body: { story: { ...withSound, name: 'Sent' } },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.url).toBe(`/r/eu-west-1/render/v2/render/${reply.json.token}.mp4`);
    const file = await fetched(reply.json.token);
    // 10 + 10 frames joined by a 4-frame crossfade.
    expect(await frames(file)).toBe(16);
    expect(await hasAudio(file)).toBe(true);
  });

  it('shows a movie of the project in a movie scene', async () => {
    const token = await renderToken(server, demo, prjuid, { story: 'With movie' });
    const file = await fetched(token);
    expect(await frames(file)).toBe(13);
    expect(colourName(await colourAt(file, 2))).toBe('red');
    expect(colourName(await colourAt(file, 9))).toBe('green');
  });

  it('records the session under the story name, with its size and length', async () => {
    const ownerId = (await server.app.users.findByUsername('demo'))!.id;
    const [last] = await server.app.renderSessions.list({ ownerId, limit: 1 });
    expect(last).toMatchObject({ movie: 'With movie', width: 64, height: 36, frames: 13, success: true });
  });

  it('reports progress while a story renders, and its cancel call stops it', async () => {
    // An hour of a fixed scene: long enough to be caught rendering.
    const long = storyOf('Long', [videoScene('red.mp4', 25 * 3600)]);
    const token = await renderToken(server, demo, prjuid, { story: long, format: 'mp4' });
    const running = await waitForStatus(server, token, (s) => s.state === 'rendering' && s.progress > 0);
    expect(running.progress).toBeLessThan(1);
    expect((await cancelRender(server, demo, running.session)).status).toBe(200);
    const failed = await waitForStatus(server, token, (s) => s.state === 'failed');
    expect(failed.error).toBe('The render was cancelled: cancelled by its owner');
  });
});

describe('a story job of the render room', () => {
  it('is refused before its slot when past the limits, with a session that says so (as batch tasks and shares meet it)', async () => {
    const owner = (await server.app.users.findByUsername('demo'))!;
    const project = (await server.app.projects.locate(owner, 'eu-west-1', prjuid))!;
    const runs = storyRuns;
    const job = {
      project,
      ownerId: owner.id,
      story: storyOf('Too long', [videoScene('red.mp4', 25 * 3600 * 5)]),
      storyName: 'Too long',
      params: {},
      origin: 'batch' as const,
    };
    const refused = server.app.renders.render(job, 'mp4', path.join(scratch, 'too-long.mp4'));
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: 'The story lasts at least 450000 frames, longer than the limit of 4 h.',
    });
    expect(storyRuns).toBe(runs);
    const [session] = await server.app.renderSessions.list({ ownerId: owner.id, movie: 'Too long' });
    expect(session).toMatchObject({ success: false, origin: 'batch', width: 64, height: 36 });
    const [entry] = await server.app.renderSessions.errors(owner.id, session!.sessionid);
    expect(entry).toMatchObject({
      message: 'The story lasts at least 450000 frames, longer than the limit of 4 h.',
      context: 'input error rendering mp4 of story "Too long"',
    });
  });

  it('names the scene of a failure, with the story, in the error log', async () => {
    const owner = (await server.app.users.findByUsername('demo'))!;
    const project = (await server.app.projects.locate(owner, 'eu-west-1', prjuid))!;
    const story = storyOf('Missing film', [
      videoScene('red.mp4', 5),
      { type: 'static', name: 'Film', src: 'movies', movie: 'nowhere' },
    ]);
    const job = { project, ownerId: owner.id, story, storyName: 'Missing film', params: {}, origin: 'share' as const };
    await expect(server.app.renders.render(job, 'mp4', path.join(scratch, 'missing.mp4'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Scene 2 "Film" shows the movie "nowhere", which does not exist in the project.',
    });
    const [session] = await server.app.renderSessions.list({ ownerId: owner.id, movie: 'Missing film' });
    const [entry] = await server.app.renderSessions.errors(owner.id, session!.sessionid);
    expect(entry).toMatchObject({ scenes: ['Film'], context: 'input error rendering mp4 of story "Missing film"' });
  });
});
