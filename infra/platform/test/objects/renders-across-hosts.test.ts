import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { shareId } from '@reelforge/model';
import { encodePreviewRequest } from '@reelforge/sdl';
import { preview, putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTwoHosts, type TwoHosts } from './two-hosts.ts';

/**
 * Renders with an object store: two API servers, each with a data folder of its own (two
 * hosts), one PostgreSQL database and one bucket. A render token's render or an HLS preview made
 * by one is put into the bucket and served by the other, which never renders it and has no file of it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let hosts: TwoHosts;
let first: TwoHosts['first'];
let second: TwoHosts['second'];
let demo: string;
let prjuid: string;

beforeAll(async () => {
  hosts = await startTwoHosts();
  ({ first, second } = hosts);
  demo = await first.login('demo');
  prjuid = await createProject(first, demo, 'Rendered once');
  expect((await putMovieJson(first, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await hosts?.close();
});

const keysIn = (prefix: string) => hosts.keysIn(prefix);
const fromSecond = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(second.url + pathname, { headers }).then(async (reply) => ({
    status: reply.status,
    headers: reply.headers,
    bytes: Buffer.from(await reply.arrayBuffer()),
  }));
/** Every file under a folder, by its path (none when it does not exist). */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((entry) =>
    /\.(mp4|jpg|png|ts|m3u8)$/.test(entry),
  );

describe('a render token with an object store', () => {
  it('is rendered by the server asked first, put into the bucket, and served by the other from there', async () => {
    const token = await renderToken(first, demo, prjuid, { movie: 'tiny' });
    const made = await fetchBytes(first, `${render()}/v2/render/${token}.mp4`);
    expect(made.status, made.bytes.toString().slice(0, 300)).toBe(200);
    const keys = (await keysIn('renders/')).filter((key) => key.endsWith('/render.mp4'));
    expect(keys).toHaveLength(1);
    // The local working file is gone once it is in the bucket.
    expect(await filesUnder(path.join(first.dataDir, 'blobs'))).toEqual([]);

    const served = await fromSecond(`${render()}/v2/render/${token}.mp4`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.bytes.equals(made.bytes)).toBe(true);
    const part = await fromSecond(`${render()}/v2/render/${token}.mp4`, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${made.bytes.length}`);
    expect(part.bytes.equals(made.bytes.subarray(0, 100))).toBe(true);
    // The second server rendered nothing: it has no render file, and the bucket holds the one render.
    expect(await filesUnder(second.dataDir)).toEqual([]);
    expect((await keysIn('renders/')).filter((key) => key.endsWith('/render.mp4'))).toEqual(keys);
  });

  it('is removed from the bucket after a day without a request, and renders again when asked', async () => {
    const token = await renderToken(first, demo, prjuid, { movie: 'tiny' });
    expect((await fromSecond(`${render()}/v2/render/${token}.jpg`)).status).toBe(200);
    const key = (await keysIn('renders/')).find((entry) => entry.endsWith('/frame-0.jpg'))!;
    expect(key).toBeDefined();
    await first.app.renderTokens.sweepCache(Date.now() + 0.5 * DAY_MS);
    expect(await keysIn(key)).toEqual([key]);
    await first.app.renderTokens.sweepCache(Date.now() + 2 * DAY_MS);
    expect(await keysIn('renders/')).toEqual([]);
    const again = await fetchBytes(first, `${render()}/v2/render/${token}.jpg`);
    expect(again.status).toBe(200);
    expect(await keysIn(key)).toEqual([key]);
  });
});

describe('an HLS preview with an object store', () => {
  it('started on one host is played, segment by segment, from the other', async () => {
    const body = JSON.stringify({
      previewrequest: Buffer.from(
        encodePreviewRequest({ movie: tinyMovie(), format: 'HLS', params: { title: 'Across' } }),
      ).toString('base64'),
    });
    const started = await fetchBytes(first, `${preview()}/preview/v1/previewrequest/${prjuid}`, {
      method: 'PUT',
      token: demo,
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(started.status, started.bytes.toString().slice(0, 200)).toBe(200);
    const playlist: string = started.json.playlist;
    // The stream ends on the first host; the second sees the whole of it in the bucket.
    await expect
      .poll(async () => (await fromSecond(playlist)).bytes.toString(), { timeout: 15_000 })
      .toContain('#EXT-X-ENDLIST');
    const segments = (await fromSecond(playlist)).bytes
      .toString()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const media = await fromSecond(playlist.replace(/[^/]+$/, segment.trim()));
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('video/mp2t');
      expect(media.bytes.length).toBeGreaterThan(0);
    }
    expect(await filesUnder(second.dataDir)).toEqual([]);
  });
});

describe('a shared movie with an object store', () => {
  it('is rendered once, kept in the bucket, and played from the other host', async () => {
    const base = { username: 'demo', region: 'eu-west-1', prjuid, movie: 'tiny' };
    const share = { id: await shareId(base), ...base };
    expect((await first.request('/share-api/create', { method: 'POST', token: demo, body: share })).status).toBe(200);
    const made = await fetchBytes(first, `/share-api/video/${share.id}.mp4`);
    expect(made.status, made.bytes.toString().slice(0, 200)).toBe(200);
    expect((await keysIn(`shares/${share.id}/`)).filter((key) => key.endsWith('.mp4'))).toHaveLength(1);
    const played = await fromSecond(`/share-api/video/${share.id}.mp4`, { range: 'bytes=10-19' });
    expect(played.status).toBe(206);
    expect(played.bytes.equals(made.bytes.subarray(10, 20))).toBe(true);
    expect(await filesUnder(second.dataDir)).toEqual([]);
    expect((await first.request('/share-api/delete', { method: 'POST', token: demo, body: share })).status).toBe(200);
    expect(await keysIn(`shares/${share.id}/`)).toEqual([]);
  });
});
