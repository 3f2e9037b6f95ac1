import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareId } from '@reelforge/model';
import { api, createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import { isJpeg, makeMedia, type MediaFixtures } from '../helpers/media.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startS3Store, type S3StoreServer } from '../helpers/object-stores.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { putUserFile, userfs } from '../helpers/userfs.ts';

// With an object store whose public address differs from the one the platform uses
// (S3_PUBLIC_ENDPOINT), a media element's GET of a stored file is sent to the store with a
// presigned URL of that address; every other GET is served through the platform.
let bucket: S3StoreServer;
let server: TestServer;
let embedded: TestServer;
let publicOrigin: string;
let demo: string;
let other: string;
let prjuid: string;
let media: MediaFixtures;
let scratch: string;

const asMedia = (destination: string) => ({ headers: { 'sec-fetch-dest': destination }, redirect: 'manual' as const });

/** The answer to a media element's GET: a redirect, and the store's answer to a ranged GET of its Location. */
async function followedByRange(pathname: string, destination: string, token?: string) {
  const reply = await fetchBytes(server, pathname, { ...asMedia(destination), ...(token ? { token } : {}) });
  expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(302);
  const location = reply.headers.get('location')!;
  expect(location.startsWith(`${publicOrigin}/`)).toBe(true);
  expect(location).toMatch(/X-Amz-Signature=/);
  expect(location).toMatch(/X-Amz-Expires=600\b/);
  const ranged = await fetch(location, { headers: { range: 'bytes=0-99' } });
  return { reply, ranged, bytes: Buffer.from(await ranged.arrayBuffer()) };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-direct-media-'));
  [bucket, media] = await Promise.all([startS3Store(), makeMedia(scratch)]);
  // The same server under another name: what browsers would be given.
  publicOrigin = bucket.settings.endpoint.replace('127.0.0.1', 'localhost');
  [server, embedded] = await Promise.all([
    startTestServer({ objectStore: { ...bucket.settings, publicEndpoint: publicOrigin } }),
    startTestServer({ objectStore: undefined }),
  ]);
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Played from the store');
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
  expect((await putUserFile(server, demo, 'clips/clip.mp4', media.video)).status).toBe(201);
  expect((await putUserFile(server, demo, 'logos/still.png', media.png)).status).toBe(201);
  expect((await putData(server, demo, prjuid, 'clip.mp4', media.video)).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await Promise.all([server?.close(), embedded?.close()]);
  await bucket?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('a media element’s GET of a stored file goes to the object store', () => {
  it('redirects a user’s file and its thumbnail to a presigned URL of the public address, which answers ranges', async () => {
    const video = await followedByRange(`${userfs()}/data/clips/clip.mp4`, 'video', demo);
    expect(video.reply.headers.get('cache-control')).toBe('private, no-store');
    expect(video.ranged.status).toBe(206);
    expect(Buffer.compare(video.bytes, media.video.subarray(0, 100))).toBe(0);
    const thumbnail = await followedByRange(`${userfs()}/thumbnail/logos/still.png-w=64.jpg`, 'image', demo);
    expect(thumbnail.ranged.status).toBe(206);
    expect(isJpeg(thumbnail.bytes)).toBe(true);
  });

  it('serves the same file through the platform without the header (fetch, a download)', async () => {
    for (const headers of [{}, { 'sec-fetch-dest': 'empty' }, { 'sec-fetch-dest': 'document' }] as Record<
      string,
      string
    >[]) {
      const reply = await fetchBytes(server, `${userfs()}/data/clips/clip.mp4`, {
        token: demo,
        headers,
        redirect: 'manual',
      });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('location')).toBeNull();
      expect(Buffer.compare(reply.bytes, media.video)).toBe(0);
    }
  });

  it('checks the owner first: another user’s file, or a missing one, is a 404 with no URL', async () => {
    for (const token of [other, demo]) {
      const pathname = token === other ? `${userfs()}/data/clips/clip.mp4` : `${userfs()}/data/clips/missing.mp4`;
      const reply = await fetchBytes(server, pathname, { token, ...asMedia('video') });
      expect(reply.status).toBe(404);
      expect(reply.headers.get('location')).toBeNull();
      expect(reply.bytes.toString()).not.toMatch(/X-Amz|localhost/);
    }
    const unsigned = await fetchBytes(server, `${userfs()}/data/clips/clip.mp4`, asMedia('video'));
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('location')).toBeNull();
  });

  it('redirects a render token’s file once made, and a share’s video and poster', async () => {
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny' });
    // Made by the platform's own GET first (the media element's GET then finds it in the bucket).
    const made = await fetchBytes(server, `${render()}/v2/render/${token}.mp4`);
    expect(made.status).toBe(200);
    const rendered = await followedByRange(`${render()}/v2/render/${token}.mp4`, 'video');
    expect(rendered.ranged.status).toBe(206);
    expect(Buffer.compare(rendered.bytes, made.bytes.subarray(0, 100))).toBe(0);
    // A download keeps its name: through the platform.
    const download = await fetchBytes(server, `${render()}/v2/render/${token}.mp4?download=1`, asMedia('video'));
    expect(download.status).toBe(200);
    expect(
      await fetchBytes(server, `${render()}/v2/render/${'0'.repeat(32)}.mp4`, asMedia('video')).then((reply) =>
        reply.headers.get('location'),
      ),
    ).toBeNull();

    const base = { username: 'demo', region: 'eu-west-1', prjuid, movie: 'tiny' };
    const share = { id: await shareId(base), ...base };
    expect((await server.request('/share-api/create', { method: 'POST', token: demo, body: share })).status).toBe(200);
    const shared = await fetchBytes(server, `/share-api/video/${share.id}.mp4`);
    expect(shared.status).toBe(200);
    const video = await followedByRange(`/share-api/video/${share.id}.mp4`, 'video');
    expect(video.ranged.status).toBe(206);
    expect(Buffer.compare(video.bytes, shared.bytes.subarray(0, 100))).toBe(0);
    const poster = await followedByRange(`/share-api/poster/${share.id}.jpg`, 'image');
    expect(poster.ranged.status).toBe(206);
    expect(isJpeg(poster.bytes)).toBe(true);
  }, 60_000);
});

describe('a media element’s GET of an asset in the bucket', () => {
  it('is redirected on the API and the media host, after the project check; a download and fetch() stay on the platform', async () => {
    for (const base of [api(), `${iv()}/api/v1`]) {
      const asset = await followedByRange(`${base}/data/${prjuid}/clip.mp4`, 'video', demo);
      expect(asset.ranged.status).toBe(206);
      expect(Buffer.compare(asset.bytes, media.video.subarray(0, 100))).toBe(0);
    }
    const download = await fetchBytes(server, `${api()}/data/${prjuid}/clip.mp4?download=1`, {
      token: demo,
      ...asMedia('video'),
    });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.bytes, media.video)).toBe(0);
    const fetched = await fetchBytes(server, `${api()}/data/${prjuid}/clip.mp4`, { token: demo, redirect: 'manual' });
    expect(fetched.status).toBe(200);
    for (const [token, name] of [
      [other, 'clip.mp4'],
      [demo, 'missing.mp4'],
    ] as const) {
      const refused = await fetchBytes(server, `${api()}/data/${prjuid}/${name}`, { token, ...asMedia('video') });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('location')).toBeNull();
    }
  });
});

describe('the content security policy', () => {
  it('lets the console and the player page load media and images from the store’s public origin', async () => {
    const csp = (await fetchBytes(server, '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`media-src 'self' blob: ${publicOrigin}(;|$)`));
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${publicOrigin}(;|$)`));
    const player = (await fetchBytes(server, '/share/player.html?id=0')).headers.get('content-security-policy') ?? '';
    expect(player).toContain(`media-src 'self' ${publicOrigin};`);
    expect(player).toContain(`img-src 'self' ${publicOrigin};`);
  });

  it('changes nothing in the embedded mode: no origin named, every medium served through the platform', async () => {
    const csp = (await fetchBytes(embedded, '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/media-src 'self' blob:(;|$)/);
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    const token = await embedded.login('demo');
    expect((await putUserFile(embedded, token, 'clips/clip.mp4', media.video)).status).toBe(201);
    const reply = await fetchBytes(embedded, `${userfs()}/data/clips/clip.mp4`, { token, ...asMedia('video') });
    expect(reply.status).toBe(200);
    expect(Buffer.compare(reply.bytes, media.video)).toBe(0);
  });
});
