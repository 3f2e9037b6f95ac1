import type { PreviewRequest } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { fetchBytes } from '../helpers/assets.ts';
import { isJpeg } from '../helpers/media.ts';
import { preview, tinyMovie } from '../helpers/movies.ts';
import { askPreview, firstSegment } from '../helpers/previews.ts';
import { withProject } from '../helpers/with-project.ts';

const ctx = withProject('Previews', { others: ['other'] });

const ask = (request: PreviewRequest | string, token: string = ctx.owner, id = ctx.uid) =>
  askPreview(ctx.server, token, id, request);

describe('previews', () => {
  it('answers a JPG of the asked frame', async () => {
    const reply = await ask({
      movie: tinyMovie(),
      format: 'JPG',
      frame: 5,
      params: { title: 'Frame' },
      username: 'demo',
    });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(reply.bytes)).toBe(true);
  });

  it('answers an HLS playlist once it is playable, with segments served by the preview id', async () => {
    const reply = await ask({ movie: tinyMovie(), format: 'HLS', params: { title: 'Stream' } });
    expect(reply.status, reply.bytes.toString().slice(0, 200)).toBe(200);
    const playlist: string = reply.json.playlist;
    expect(playlist).toMatch(/^\/r\/eu-west-1\/preview\/preview\/v1\/hls\/[0-9a-f]{32}\/[\w-]+\.m3u8$/);
    // No sign-in: the preview id is the authorisation, like hls.js would fetch it.
    const list = await fetchBytes(ctx.server, playlist);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = list.bytes.toString();
    expect(text).toMatch(/^#EXTM3U/);
    const segment = firstSegment(playlist, text);
    expect(segment).toBeDefined();
    const media = await fetchBytes(ctx.server, segment!);
    expect(media.status).toBe(200);
    expect(media.bytes.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown preview files', async () => {
    expect((await fetchBytes(ctx.server, `${preview()}/preview/v1/hls/${'0'.repeat(32)}/index.m3u8`)).status).toBe(404);
    expect((await fetchBytes(ctx.server, `${preview()}/preview/v1/hls/not-an-id/index.m3u8`)).status).toBe(404);
    const reply = await ask({ movie: tinyMovie(), format: 'HLS' });
    const dir = (reply.json.playlist as string).replace(/[^/]+$/, '');
    expect((await fetchBytes(ctx.server, `${dir}..%2F..%2Fplatform.sqlite`)).status).toBe(404);
    expect((await fetchBytes(ctx.server, `${dir}secret.txt`)).status).toBe(404);
  });

  it('refuses a malformed request and a request without a movie', async () => {
    expect((await ask(Buffer.from([0x0a, 0xff, 0xff]).toString('base64'))).status).toBe(400);
    const empty = await ask({ format: 'JPG' });
    expect(empty.status).toBe(400);
    expect(empty.json.Message).toBe('The preview request has no movie');
  });

  it('answers 400 naming the scene for a missing asset', async () => {
    const movie = tinyMovie({ scenes: [{ name: 'Lost', length: 5, layers: [{ video: { asset: 'gone.mp4' } }] }] });
    for (const format of ['JPG', 'HLS'] as const) {
      const reply = await ask({ movie, format });
      expect(reply.status, format).toBe(400);
      expect(reply.json.Message).toMatch(/Scene 1 "Lost"/);
    }
  });

  it('is for the project owner only', async () => {
    const request = { movie: tinyMovie(), format: 'JPG' } as const;
    expect((await ask(request, '')).status).toBe(401);
    expect((await ask(request, ctx.others.other)).status).toBe(404);
  });

  it('sweeps preview folders past their time to live', async () => {
    const reply = await ask({ movie: tinyMovie(), format: 'HLS' });
    const playlist: string = reply.json.playlist;
    // Let the stream finish before it is swept.
    await expect
      .poll(async () => (await fetchBytes(ctx.server, playlist)).bytes.toString(), { timeout: 8000 })
      .toContain('#EXT-X-ENDLIST');
    await ctx.server.app.previews.sweep(Date.now() - 60_000);
    expect((await fetchBytes(ctx.server, playlist)).status).toBe(200);
    await ctx.server.app.previews.sweep(Date.now() + 2 * 60 * 60 * 1000);
    expect((await fetchBytes(ctx.server, playlist)).status).toBe(404);
  });
});
