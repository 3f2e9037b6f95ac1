import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareId, type ShareKey } from '@reelforge/model';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { probe } from '../helpers/media.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
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
let other: string;
let prjuid: string;
let scratch: string;

// A story named like a movie of the project, and like nothing that must be left unescaped.
const NAME = 'Trip & <Co>';
/** Red for 10 frames when city is Paris (by default it is), then blue for 15. */
const trip = storyOf(NAME, [
  videoScene('red.mp4', 10, { type: 'match', varname: 'city', default: 'Paris', matchvalues: [{ value: 'Paris' }] }),
  videoScene('blue.mp4', 15),
]);

const keyOf = (changes: Partial<Record<'username' | 'region' | 'prjuid' | 'story', string>> = {}): ShareKey => ({
  username: 'demo',
  region: 'eu-west-1',
  prjuid,
  story: NAME,
  ...changes,
});
const recordOf = async (key: ShareKey = keyOf()) => ({ id: await shareId(key), ...key });
const create = async (token: string, body: unknown) =>
  server.request('/share-api/create', { method: 'POST', token, body });

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-story-share-'));
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Shared stories');
  await uploadAll(server, demo, prjuid, await makeStoryAssets(scratch));
  await putStories(server, demo, prjuid, [trip]);
  expect((await putMovieJson(server, demo, prjuid, NAME, tinyMovie())).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('sharing a story', () => {
  it('plays the shared story on the public page, rendered through the render room as an mp4 of the story', async () => {
    const share = await recordOf();
    const created = await create(demo, share);
    expect(created.status).toBe(200);
    expect(created.json).toEqual({ ...share, url: `/share/player.html?id=${share.id}` });
    expect((await server.request(`/share-api/exists?id=${share.id}`, { token: demo })).json.exists).toBe(true);

    const page = await server.request(`/share/player.html?id=${share.id}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Trip &amp; &lt;Co&gt;</h1>');
    expect(page.text).toMatch(
      /<video controls[^>]* aria-label="Shared story" width="64" height="36" src="\/share-api\/video\/[0-9a-f]{32}\.mp4"/,
    );
    expect(page.text).not.toContain('poster=');

    const video = await fetchBytes(server, `/share-api/video/${share.id}.mp4`);
    expect(video.status, video.bytes.toString().slice(0, 200)).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const file = path.join(scratch, 'shared-story.mp4');
    await writeFile(file, video.bytes);
    const stream = (await probe(file, true)).streams.find((s) => s.codec_type === 'video');
    expect(stream).toMatchObject({ codec_name: 'h264', width: 64, height: 36 });
    expect(Number(stream?.nb_read_frames)).toBe(25);
    expect(colourName(await colourAt(file, 0))).toBe('red');
    expect(colourName(await colourAt(file, 20))).toBe('blue');

    // A session of the render room, named after the story.
    const demoId = (await server.app.users.findByUsername('demo'))!.id;
    const sessions = (await server.app.renderSessions.list({ ownerId: demoId })).filter((s) => s.origin === 'share');
    expect(sessions.map((s) => [s.movie, s.format, s.success])).toEqual([[NAME, 'mp4', true]]);
    expect((await fetchBytes(server, `/share-api/poster/${share.id}.jpg`)).status).toBe(404);
  });

  it('renders the new version once the story is saved again', async () => {
    const share = await recordOf();
    await create(demo, share);
    await putStories(server, demo, prjuid, [{ ...trip, scenes: [videoScene('green.mp4', 10)] }]);
    const video = await fetchBytes(server, `/share-api/video/${share.id}.mp4`);
    const file = path.join(scratch, 'shared-story-2.mp4');
    await writeFile(file, video.bytes);
    expect(colourName(await colourAt(file, 0))).toBe('green');
    await putStories(server, demo, prjuid, [trip]);
  });

  it('keeps the story and the movie of the same name apart, and the movie’s share id as it was', async () => {
    const story = await recordOf();
    const movie = await recordOf({ username: 'demo', region: 'eu-west-1', prjuid, movie: NAME } as never);
    expect(story.id).not.toBe(movie.id);
    await create(demo, story);
    expect((await server.request(`/share-api/exists?id=${movie.id}`, { token: demo })).json.exists).toBe(false);
    expect((await create(demo, movie)).status).toBe(200);
    // Deleting the movie removes its share, not the story's.
    expect(
      (
        await server.request(`/r/eu-west-1/api/v1/sdl/${prjuid}/${encodeURIComponent(NAME)}`, {
          method: 'DELETE',
          token: demo,
        })
      ).status,
    ).toBeLessThan(300);
    expect((await server.request(`/share-api/exists?id=${movie.id}`, { token: demo })).json.exists).toBe(false);
    expect((await server.request(`/share-api/exists?id=${story.id}`, { token: demo })).json.exists).toBe(true);
  });

  it('stops playing once the share is deleted, or once the story is gone', async () => {
    const share = await recordOf();
    await create(demo, share);
    expect((await fetchBytes(server, `/share-api/video/${share.id}.mp4`)).status).toBe(200);
    const deleted = await server.request('/share-api/delete', { method: 'POST', token: demo, body: share });
    expect(deleted.json).toEqual({ Deleted: share.id });
    expect((await fetchBytes(server, `/share-api/video/${share.id}.mp4`)).status).toBe(404);
    const page = await server.request(`/share/player.html?id=${share.id}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);

    await create(demo, share);
    await putStories(server, demo, prjuid, []);
    expect((await fetchBytes(server, `/share-api/video/${share.id}.mp4`)).status).toBe(404);
    // A story saved again under the same name is not public until its owner shares it again.
    await putStories(server, demo, prjuid, [trip]);
    expect((await fetchBytes(server, `/share-api/video/${share.id}.mp4`)).status).toBe(404);
    expect((await server.request(`/share-api/exists?id=${share.id}`, { token: demo })).json.exists).toBe(false);
  });

  it('is forgotten with its story: renamed away, or stories.json deleted; other stories keep their shares', async () => {
    const other = storyOf('Other trip', [videoScene('green.mp4', 10)]);
    await putStories(server, demo, prjuid, [trip, other]);
    const share = await recordOf();
    const otherShare = await recordOf(keyOf({ story: 'Other trip' }));
    await create(demo, share);
    await create(demo, otherShare);
    const exists = async (id: string) =>
      (await server.request(`/share-api/exists?id=${id}`, { token: demo })).json.exists as boolean;

    // Renamed: the list no longer holds the shared name.
    await putStories(server, demo, prjuid, [{ ...trip, name: 'Trip renamed' }, other]);
    expect(await exists(share.id)).toBe(false);
    expect(await exists(otherShare.id)).toBe(true);
    expect((await fetchBytes(server, `/share-api/video/${otherShare.id}.mp4`)).status).toBe(200);

    // The whole file deleted.
    const removed = await server.request(`/r/eu-west-1/api/v1/appdata/${prjuid}/stories.json`, {
      method: 'DELETE',
      token: demo,
    });
    expect(removed.status).toBe(200);
    expect(await exists(otherShare.id)).toBe(false);
    expect((await fetchBytes(server, `/share-api/video/${otherShare.id}.mp4`)).status).toBe(404);
    await putStories(server, demo, prjuid, [trip]);
  });

  it('cannot be shared by another user, nor under another username, nor for a missing story', async () => {
    // Another user naming this project's story: the project is not theirs.
    const theirs = await create(other, await recordOf(keyOf({ username: 'other' })));
    expect(theirs.status).toBe(404);
    const underOther = await create(demo, await recordOf(keyOf({ username: 'other' })));
    expect(underOther.status).toBe(403);
    expect(underOther.json.Message).toBe('A story can only be shared under your own username');
    const missing = await create(demo, await recordOf(keyOf({ story: 'Nothing' })));
    expect(missing.status).toBe(404);
    expect(missing.json.Message).toBe('Story Nothing not found');
    // Another user cannot delete it either.
    const share = await recordOf();
    await create(demo, share);
    expect((await server.request('/share-api/delete', { method: 'POST', token: other, body: share })).status).toBe(404);
    expect((await server.request(`/share-api/exists?id=${share.id}`, { token: other })).json.exists).toBe(false);
  });

  it('refuses records naming both or neither, forged ids, and names with line breaks', async () => {
    const share = await recordOf();
    const both = await create(demo, { ...share, movie: NAME });
    expect(both.status).toBe(400);
    const neither = await create(demo, { id: share.id, username: 'demo', region: 'eu-west-1', prjuid });
    expect(neither.status).toBe(400);
    const forged = await create(demo, { ...share, id: 'f'.repeat(32) });
    expect(forged.status).toBe(400);
    expect(forged.json.Message).toBe('The id does not match the username, region, project and story');
    // "story\n…" as a movie name would hash like a story share.
    const lines = await create(demo, await recordOf(keyOf({ story: 'a\nb' })));
    expect(lines.status).toBe(400);
    expect(lines.json.Message).toMatch(/control characters/);
  });
});
