import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, iv, putData } from '../helpers/assets.ts';
import { ffmpeg, isJpeg } from '../helpers/media.ts';
import { putMovieJson, render, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The token cookie stands for the person signed in only on a request from this site's own pages:
// another site's link, form, or a page on another subdomain cannot make a GET that accepts the
// cookie render, make thumbnails or HLS, or read, in the victim's name. The console's own
// <img>, <video> and hls.js requests (same-origin) and the Authorization header keep working.
const LEGACY = 'eu-original-1';
let server: TestServer;
let demo: string;
let legacyProject: string;
let mediaProject: string;
let host: string;

beforeAll(async () => {
  server = await startTestServer();
  host = new URL(server.url).host;
  demo = await server.login('demo');
  legacyProject = await createProject(server, demo, 'Old one', LEGACY);
  expect((await putMovieJson(server, demo, legacyProject, 'old', tinyMovie(), LEGACY)).status).toBe(201);
  mediaProject = await createProject(server, demo, 'Media');
  const png = path.join(server.root, 'still.png');
  const clip = path.join(server.root, 'clip.mp4');
  await Promise.all([
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=s=160x90', '-frames:v', '1', png),
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=160x90:r=10:d=1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      clip,
    ),
  ]);
  expect(
    (await putData(server, demo, mediaProject, 'still.png', await readFile(png), { contentType: 'image/png' })).status,
  ).toBe(201);
  expect(
    (await putData(server, demo, mediaProject, 'clip.mp4', await readFile(clip), { contentType: 'video/mp4' })).status,
  ).toBe(201);
}, 60_000);
afterAll(() => server.close());

const legacyUrl = (title: string) =>
  `${render(LEGACY)}/render/${legacyProject}/old.jpg?title=${encodeURIComponent(title)}`;

/** Every GET that accepts the cookie: renders, thumbnails and HLS that are made and kept, and reads. */
const cookieRoutes = () => [
  legacyUrl('Pwned'),
  `${render(LEGACY)}/render/${legacyProject}/old.mp4?title=Pwned`,
  `${api()}/thumbnail/${mediaProject}/still.png-w=128.jpg`,
  `${iv()}/api/v1/thumbnail/${mediaProject}/clip.mp4-w=640.jpg`,
  `${iv()}/api/v1/hls/${mediaProject}/clip.mp4/index.m3u8`,
  `${api()}/data/${mediaProject}/clip.mp4`,
  `${iv()}/api/v1/data/${mediaProject}/clip.mp4?download=1`,
  `${iv()}/media/data/demo/${mediaProject}/userdata/still.png`,
  `${api()}/userfs/data/notes/a.png`,
  `${api()}/userfs/thumbnail/notes/a.png-w=128.jpg`,
];

const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' };

/** What another site (or another subdomain's page) can make a victim's browser send. */
const attacks = (): Array<[string, Record<string, string>]> => [
  ['a link from another site', { 'sec-fetch-site': 'cross-site', ...NAVIGATION, referer: 'https://evil.example/' }],
  [
    'a GET form from another site',
    { 'sec-fetch-site': 'cross-site', ...NAVIGATION, 'sec-fetch-user': '?0', 'cache-control': 'max-age=0' },
  ],
  [
    'an <img> on another subdomain',
    {
      'sec-fetch-site': 'same-site',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'image',
      referer: `https://uploads.${host}/`,
    },
  ],
  ['a navigation from another subdomain', { 'sec-fetch-site': 'same-site', ...NAVIGATION }],
  ['Sec-Fetch-Site in capitals', { 'sec-fetch-site': 'CROSS-SITE' }],
  ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'same-origin-ish' }],
  ['a same-host Origin beside a cross-site Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site', origin: server.url }],
  ['no Sec-Fetch-Site, another site as Origin', { origin: 'https://evil.example' }],
  ['no Sec-Fetch-Site, an opaque Origin', { origin: 'null' }],
  ['no Sec-Fetch-Site, another site as Referer', { referer: 'https://evil.example/page?x=1' }],
  ['no Sec-Fetch-Site, a look-alike host as Referer', { referer: `http://${host}.evil.example/` }],
  [
    'no Sec-Fetch-Site, this host as Referer but another Origin',
    { origin: 'https://evil.example', referer: `${server.url}/` },
  ],
  ['no Sec-Fetch-Site, a Referer that is no address', { referer: 'not an address' }],
];

const renderSessions = async () =>
  server.app.renderSessions.list({ ownerId: (await server.app.users.findByUsername('demo'))!.id, movie: 'old' });

describe('a GET that accepts the token cookie, asked by another site', () => {
  it('is refused with a 403 naming the rule on every such route, before any work', async () => {
    const runs = server.app.mediaTools.ffmpegRuns;
    for (const [attack, headers] of attacks()) {
      for (const url of cookieRoutes()) {
        const reply = await fetchBytes(server, url, { cookie: demo, headers });
        expect(reply.status, `${attack}: ${url}`).toBe(403);
        expect(reply.json.Message, `${attack}: ${url}`).toMatch(
          /token cookie is accepted only from this site's own pages.*istoken/,
        );
      }
    }
    // Nothing was rendered, made or kept in the victim's project.
    expect(server.app.mediaTools.ffmpegRuns).toBe(runs);
    expect(await renderSessions()).toEqual([]);
  });

  it('is refused also with a cookie that holds no live token, so it reveals nothing', async () => {
    const reply = await fetchBytes(server, legacyUrl('x'), {
      cookie: 'f'.repeat(64),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(reply.status).toBe(403);
  });
});

describe('the console and other callers of the same routes', () => {
  it('renders for a same-origin <img> with the cookie, once, and serves it again from the cache', async () => {
    const image = {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'image',
      referer: `${server.url}/projects`,
    };
    const first = await fetchBytes(server, legacyUrl('Mine'), { cookie: demo, headers: image });
    expect(first.status, first.bytes.toString().slice(0, 200)).toBe(200);
    expect(isJpeg(first.bytes)).toBe(true);
    const runs = server.app.mediaTools.ffmpegRuns;
    // The address typed or bookmarked (none), a client that sends none of the headers, and this host as Origin or Referer.
    const fromHere: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'none', ...NAVIGATION },
      {},
      { origin: server.url },
      { referer: `${server.url}/x` },
      { referer: `${server.url.replace('http:', 'https:')}/x` },
    ];
    for (const headers of fromHere) {
      const again = await fetchBytes(server, legacyUrl('Mine'), { cookie: demo, headers });
      expect(again.status, JSON.stringify(headers)).toBe(200);
      expect(again.bytes.equals(first.bytes)).toBe(true);
    }
    expect(server.app.mediaTools.ffmpegRuns).toBe(runs);
    expect((await renderSessions()).length).toBe(1);
  });

  it('serves the console’s thumbnails, HLS and media with the cookie on its own pages', async () => {
    const fromConsole = (dest: string) => ({
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': dest === 'empty' ? 'cors' : 'no-cors',
      'sec-fetch-dest': dest,
    });
    const thumbnail = await fetchBytes(server, `${api()}/thumbnail/${mediaProject}/still.png-w=128.jpg`, {
      cookie: demo,
      headers: fromConsole('image'),
    });
    expect(thumbnail.status).toBe(200);
    expect(isJpeg(thumbnail.bytes)).toBe(true);
    const playlist = await fetchBytes(server, `${iv()}/api/v1/hls/${mediaProject}/clip.mp4/index.m3u8`, {
      cookie: demo,
      headers: fromConsole('empty'),
    });
    expect(playlist.status).toBe(200);
    expect(playlist.bytes.toString()).toMatch(/^#EXTM3U/);
    const video = await fetchBytes(server, `${iv()}/api/v1/data/${mediaProject}/clip.mp4`, {
      cookie: demo,
      headers: { ...fromConsole('video'), range: 'bytes=0-9' },
    });
    expect(video.status).toBe(206);
    // A download link clicked in the console is a same-origin navigation.
    const download = await fetchBytes(server, `${iv()}/api/v1/data/${mediaProject}/still.png?download=1`, {
      cookie: demo,
      headers: { 'sec-fetch-site': 'same-origin', ...NAVIGATION },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('takes the Authorization header from anywhere: another site cannot make a browser send it', async () => {
    const reply = await fetchBytes(server, legacyUrl('Mine'), {
      token: demo,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://player.example' },
    });
    expect(reply.status).toBe(200);
    // Header and a cross-site cookie together: the header counts.
    const both = await fetchBytes(server, `${api()}/thumbnail/${mediaProject}/still.png-w=128.jpg`, {
      token: demo,
      cookie: demo,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(both.status).toBe(200);
    expect((await fetchBytes(server, legacyUrl('Mine'))).status).toBe(401);
  });
});
