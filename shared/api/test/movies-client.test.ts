import { describe, expect, it } from 'vitest';
import { blankMovie, decodeMovie, decodePreviewRequest } from '@reelforge/sdl';
import { ApiError, moviesClient, toBase64 } from '../src/index.js';
import { euWest, fakeHttp } from './fake-http.js';

const config = euWest();


const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

describe('the movies client', () => {
  it('lists the project’s movies', async () => {
    const { http, calls } = fakeHttp({ SDLS: [{ name: 'intro' }], Metadata: {} });
    expect(await moviesClient(http, config).list('p 1')).toEqual([{ name: 'intro' }]);
    expect(calls[0]?.url).toBe('/r/eu-west-1/api/v1/list/sdl/p%201/');
    expect(calls[0]?.options.regionHost).toBe(true);
  });

  it('reads a movie as JSON', async () => {
    const { http, calls } = fakeHttp(blankMovie());
    expect(await moviesClient(http, config).get('p1', 'my movie')).toEqual(blankMovie());
    expect(calls[0]?.url).toBe('/r/eu-west-1/api/v1/sdl/p1/my%20movie?json=1');
  });

  it('saves the binary message with forcereencode', async () => {
    const { http, calls } = fakeHttp({});
    await moviesClient(http, config).save('p1', 'intro', blankMovie());
    const { url, options } = calls[0]!;
    expect(url).toBe('/r/eu-west-1/api/v1/sdl/p1/intro?forcereencode=1');
    expect(options.method).toBe('PUT');
    expect(options.headers?.['Content-Type']).toBe('application/x-protobuf');
    const bytes = new Uint8Array(await (options.body as Blob).arrayBuffer());
    expect(decodeMovie(bytes)).toEqual(blankMovie());
  });

  it('passes on the server’s message when a save is refused', async () => {
    const { http } = fakeHttp(new ApiError(400, 'Bad Request', 'scene 1 has no length'));
    await expect(moviesClient(http, config).save('p1', 'intro', blankMovie())).rejects.toThrow('scene 1 has no length');
  });

  it('deletes a movie and reads its variables', async () => {
    const { http, calls } = fakeHttp({ Deleted: 'intro' }, { Variables: [{ key: 'title' }] });
    const client = moviesClient(http, config);
    await client.remove('p1', 'intro');
    expect(await client.variables('p1', 'intro')).toEqual([{ key: 'title' }]);
    expect(calls.map((c) => [c.options.method ?? 'GET', c.url])).toEqual([
      ['DELETE', '/r/eu-west-1/api/v1/sdl/p1/intro'],
      ['GET', '/r/eu-west-1/api/v1/sdlvariables/p1/intro'],
    ]);
  });

  it('deletes a movie named . or .. by its name in the query', async () => {
    const { http, calls } = fakeHttp({ Deleted: '..' }, { Deleted: '.' });
    const client = moviesClient(http, config);
    await client.remove('p1', '..');
    await client.remove('p1', '.');
    expect(calls.map((c) => [c.options.method, c.url])).toEqual([
      ['DELETE', '/r/eu-west-1/api/v1/sdl/p1?name=..'],
      ['DELETE', '/r/eu-west-1/api/v1/sdl/p1?name=.'],
    ]);
  });

  it('starts a render and follows it by its token', async () => {
    const { http, calls } = fakeHttp({ token: 'tok' }, { state: 'rendering', progress: 0.5, session: 's' });
    const client = moviesClient(http, config);
    expect(await client.render('p1', { movie: 'intro', params: { title: 'Hi' }, format: 'mp4' })).toBe('tok');
    expect(calls[0]).toMatchObject({ url: '/r/eu-west-1/render/v2/render/p1', options: { method: 'POST', body: { movie: 'intro', params: { title: 'Hi' }, format: 'mp4' } } });
    expect(await client.renderStatus('tok')).toMatchObject({ state: 'rendering' });
    expect(calls[1]?.url).toBe('/r/eu-west-1/render/v2/render/tok/status');
    expect(client.renderUrl('tok', 'mp4')).toBe('/r/eu-west-1/render/v2/render/tok.mp4');
    expect(client.renderUrl('tok', 'jpg', 10)).toBe('/r/eu-west-1/render/v2/render/tok.jpg?frame=10');
    await client.cancelRender('s1');
    expect(calls[2]).toMatchObject({ url: '/r/eu-west-1/render/v2/render/session/s1', options: { method: 'DELETE' } });
  });

  it('leaves the format out of a render that should wait for its file to be asked for', async () => {
    const { http, calls } = fakeHttp({ token: 't' });
    await moviesClient(http, config).render('p1', { movie: 'intro' });
    expect(calls[0]?.options.body).toEqual({ movie: 'intro', params: {} });
  });

  it('asks the preview host for a JPG frame with the movie, params and user', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff]).buffer;
    const { http, calls } = fakeHttp(jpeg);
    const blob = await moviesClient(http, config).previewFrame('p1', { movie: blankMovie(), frame: 12, params: { title: 'x' }, username: 'demo' });
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(3);
    expect(calls[0]?.url).toBe('/r/eu-west-1/preview/preview/v1/previewrequest/p1');
    const request = decodePreviewRequest(fromBase64((calls[0]?.options.body as { previewrequest: string }).previewrequest));
    expect(request).toEqual({ movie: blankMovie(), format: 'JPG', frame: 12, params: { title: 'x' }, username: 'demo' });
  });

  it('asks for an HLS preview and gives the playlist', async () => {
    const { http, calls } = fakeHttp({ playlist: '/r/eu-west-1/preview/hls/abc/index.m3u8' }, { playlist: 'hls/def/index.m3u8' }, {});
    const client = moviesClient(http, config);
    const options = { movie: blankMovie(), username: 'demo' };
    expect(await client.previewStream('p1', options)).toBe('/r/eu-west-1/preview/hls/abc/index.m3u8');
    // HLS is the enum's zero value, so the decoded JSON form leaves it out.
    expect(decodePreviewRequest(fromBase64((calls[0]?.options.body as { previewrequest: string }).previewrequest)).format ?? 'HLS').toBe('HLS');
    expect(await client.previewStream('p1', options)).toBe('/r/eu-west-1/preview/hls/def/index.m3u8');
    await expect(client.previewStream('p1', options)).rejects.toThrow('without a playlist');
  });

  it('reads the structure from the media host with the movie as base64', async () => {
    const { http, calls } = fakeHttp({ frames: 100 });
    expect(await moviesClient(http, config).structure('p1', blankMovie(), { title: 'x' })).toEqual({ frames: 100 });
    const form = calls[0]?.options.body as FormData;
    expect(calls[0]?.url).toBe('/r/eu-west-1/iv/apps/api/v1/sdl/structure/p1');
    expect(calls[0]?.options.method).toBe('PUT');
    expect(decodeMovie(fromBase64(String(form.get('movie'))))).toEqual(blankMovie());
    expect(JSON.parse(String(form.get('params')))).toEqual({ title: 'x' });
  });

  it('counts a failed share check as not shared', async () => {
    const { http, calls } = fakeHttp({ exists: true }, new ApiError(500, 'Error', 'down'));
    const client = moviesClient(http, config);
    expect(await client.isShared('abc')).toBe(true);
    expect(await client.isShared('abc')).toBe(false);
    expect(calls[0]?.url).toBe('/share-api/exists?id=abc');
  });

  it('creates and deletes a share with the share record', async () => {
    const { http, calls } = fakeHttp({}, {});
    const record = { id: 'abc', username: 'demo', region: 'eu-west-1', prjuid: 'p1', movie: 'intro' };
    const client = moviesClient(http, config);
    await client.share(record);
    await client.unshare(record);
    expect(calls.map((c) => [c.options.method, c.url, c.options.body])).toEqual([
      ['POST', '/share-api/create', record],
      ['POST', '/share-api/delete', record],
    ]);
  });
});

describe('base64', () => {
  it('encodes long binary data', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
