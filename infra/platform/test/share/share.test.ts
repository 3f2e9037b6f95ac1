import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareId } from '@reelforge/model';
import { fetchBytes } from '../helpers/assets.ts';
import { isJpeg, probe } from '../helpers/media.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { withProject } from '../helpers/with-project.ts';

// A name that must be escaped wherever it is shown.
const MOVIE = 'Tom & <Jerry> "1"';

const ctx = withProject('Shared', { others: ['other'] });

beforeAll(async () => {
  expect((await putMovieJson(ctx.server, ctx.owner, ctx.uid, MOVIE, tinyMovie())).status).toBe(201);
});

const record = async (overrides: Record<string, string> = {}) => {
  const base = { username: 'demo', region: 'eu-west-1', prjuid: ctx.uid, movie: MOVIE, ...overrides };
  return { id: await shareId(base), ...base, ...overrides };
};

const exists = async (token: string, id: string) =>
  (await ctx.server.request(`/share-api/exists?id=${id}`, { token })).json.exists as boolean;

describe('share ids', () => {
  it('are what the server expects: the first 32 hex characters of the SHA-256 of the four fields, one per line', async () => {
    const expected = createHash('sha256').update(`demo\neu-west-1\n${ctx.uid}\n${MOVIE}`).digest('hex').slice(0, 32);
    expect((await record()).id).toBe(expected);
  });
});

describe('sharing a movie', () => {
  it('creates, checks and deletes a share tied to the caller', async () => {
    const share = await record();
    expect(await exists(ctx.owner, share.id)).toBe(false);
    const created = await ctx.server.request('/share-api/create', { method: 'POST', token: ctx.owner, body: share });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({ ...share, url: `/share/player.html?id=${share.id}` });
    expect(await exists(ctx.owner, share.id)).toBe(true);
    // Creating again is harmless.
    expect(
      (await ctx.server.request('/share-api/create', { method: 'POST', token: ctx.owner, body: share })).status,
    ).toBe(200);
    // Someone else's share does not exist for another user.
    expect(await exists(ctx.others.other, share.id)).toBe(false);
    expect(
      (await ctx.server.request('/share-api/delete', { method: 'POST', token: ctx.others.other, body: share })).status,
    ).toBe(404);

    const deleted = await ctx.server.request('/share-api/delete', { method: 'POST', token: ctx.owner, body: share });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ Deleted: share.id });
    expect(await exists(ctx.owner, share.id)).toBe(false);
    expect(
      (await ctx.server.request('/share-api/delete', { method: 'POST', token: ctx.owner, body: share })).status,
    ).toBe(404);
  });

  it("refuses to share under another username, another user's project, or a made-up id", async () => {
    const asOther = await record({ username: 'other' });
    const wrongUser = await ctx.server.request('/share-api/create', {
      method: 'POST',
      token: ctx.owner,
      body: asOther,
    });
    expect(wrongUser.status).toBe(403);
    expect(wrongUser.json.Message).toMatch(/your own username/);

    const stolen = await record({ username: 'other' });
    const notTheirs = await ctx.server.request('/share-api/create', {
      method: 'POST',
      token: ctx.others.other,
      body: stolen,
    });
    expect(notTheirs.status).toBe(404);

    const forged = { ...(await record()), id: 'f'.repeat(32) };
    const badId = await ctx.server.request('/share-api/create', { method: 'POST', token: ctx.owner, body: forged });
    expect(badId.status).toBe(400);

    const noMovie = await ctx.server.request('/share-api/create', {
      method: 'POST',
      token: ctx.owner,
      body: await record({ movie: 'nothing' }),
    });
    expect(noMovie.status).toBe(404);
    expect(noMovie.json.Message).toBe('Movie nothing not found');

    const otherRegion = await ctx.server.request('/share-api/create', {
      method: 'POST',
      token: ctx.owner,
      body: await record({ region: 'us-east-1' }),
    });
    expect(otherRegion.status).toBe(404);
  });

  it('needs a signed-in caller for exists, create and delete', async () => {
    const share = await record();
    expect((await ctx.server.request(`/share-api/exists?id=${share.id}`)).status).toBe(401);
    expect((await ctx.server.request('/share-api/create', { method: 'POST', body: share })).status).toBe(401);
    expect((await ctx.server.request('/share-api/delete', { method: 'POST', body: share })).status).toBe(401);
  });
});

describe('the public player page', () => {
  it('plays a shared movie without signing in: accessible, escaped, under a strict CSP', async () => {
    const share = await record();
    await ctx.server.request('/share-api/create', { method: 'POST', token: ctx.owner, body: share });
    const page = await ctx.server.request(`/share/player.html?id=${share.id}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<title>Tom &amp; &lt;Jerry&gt; &quot;1&quot; — Reelforge</title>');
    expect(page.text).not.toContain('<Jerry>');
    expect(page.text).toMatch(
      /<video controls[^>]* aria-label="Shared movie"[^>]* src="\/share-api\/video\/[0-9a-f]{32}\.mp4"/,
    );
    expect(page.text).toContain(`/share-api/video/${share.id}.mp4`);
    expect(page.text).not.toMatch(/<script/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("media-src 'self'");
    expect(csp).not.toContain('script-src');
  });

  it('serves the shared video and its poster without signing in, rendered once per saved revision', async () => {
    const share = await record();
    await ctx.server.request('/share-api/create', { method: 'POST', token: ctx.owner, body: share });
    const demoId = (await ctx.server.app.users.findByUsername('demo'))!.id;
    const shareSessions = async () =>
      (await ctx.server.app.renderSessions.list({ ownerId: demoId })).filter((s) => s.origin === 'share');

    const video = await fetchBytes(ctx.server, `/share-api/video/${share.id}.mp4`);
    expect(video.status, video.bytes.toString().slice(0, 200)).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const file = path.join(ctx.server.root, 'shared.mp4');
    await writeFile(file, video.bytes);
    expect((await probe(file)).streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 160,
      height: 90,
    });
    const seek = await fetchBytes(ctx.server, `/share-api/video/${share.id}.mp4`, {
      headers: { range: 'bytes=10-19' },
    });
    expect(seek.status).toBe(206);
    expect(seek.bytes.equals(video.bytes.subarray(10, 20))).toBe(true);

    const poster = await fetchBytes(ctx.server, `/share-api/poster/${share.id}.jpg`);
    expect(poster.status).toBe(200);
    expect(isJpeg(poster.bytes)).toBe(true);
    const sessions = await shareSessions();
    expect(sessions.map((s) => s.format).sort()).toEqual(['jpg', 'mp4']);
    expect(sessions.every((s) => s.movie === MOVIE && s.success)).toBe(true);

    // Saving the movie again makes the next request render the new revision.
    await putMovieJson(
      ctx.server,
      ctx.owner,
      ctx.uid,
      MOVIE,
      tinyMovie({ variables: [{ key: 'title', value: 'Changed' }] }),
    );
    const again = await fetchBytes(ctx.server, `/share-api/video/${share.id}.mp4`);
    expect(again.status).toBe(200);
    expect((await shareSessions()).filter((s) => s.format === 'mp4')).toHaveLength(2);
    await ctx.server.request('/share-api/delete', { method: 'POST', token: ctx.owner, body: share });
  });

  it('says the movie is not shared for an unknown, malformed or deleted id', async () => {
    const share = await record();
    await ctx.server.request('/share-api/create', { method: 'POST', token: ctx.owner, body: share });
    await ctx.server.request('/share-api/delete', { method: 'POST', token: ctx.owner, body: share });
    for (const id of [share.id, '0'.repeat(32), 'not-an-id', '']) {
      const page = await ctx.server.request(`/share/player.html?id=${id}`, { headers: { accept: 'text/html' } });
      expect(page.status, id).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('This movie is not shared');
      const video = await ctx.server.request(`/share-api/video/${id}.mp4`);
      expect(video.status, id).toBe(404);
    }
  });

  it('stops sharing a movie that is deleted', async () => {
    await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'short lived', tinyMovie());
    const share = await record({ movie: 'short lived' });
    expect(
      (await ctx.server.request('/share-api/create', { method: 'POST', token: ctx.owner, body: share })).status,
    ).toBe(200);
    await ctx.server.request(`/r/eu-west-1/api/v1/sdl/${ctx.uid}/short%20lived`, {
      method: 'DELETE',
      token: ctx.owner,
    });
    expect(await exists(ctx.owner, share.id)).toBe(false);
    expect((await ctx.server.request(`/share/player.html?id=${share.id}`)).status).toBe(404);
  });
});
