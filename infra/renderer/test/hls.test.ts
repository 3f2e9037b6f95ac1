import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderError, renderHls } from '../src/index.js';
import { makeMedia, probe, type TestMedia } from './helpers/media.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

/** 100 frames (4 s at 25 fps): video, then a pushed-in still, with music. */
const movie: Movie = {
  params: { vparams: { width: 160, height: 90 } },
  scenes: [
    { length: 50, layers: [{ video: { asset: 'clip.mp4', loop: true } }] },
    {
      length: 60,
      transition: { type: 'PUSH', duration: 10, direction: 2 },
      layers: [{ image: { asset: 'red.png' } }, { text: { text: 'HLS' } }],
    },
  ],
  audio: [{ asset: 'tone.wav' }],
};

describe('HLS previews', () => {
  it('are playable once the first segment is listed, then complete', async () => {
    const dir = path.join(media.dir, 'hls-whole');
    const hls = renderHls({ movie, dir, assets: media.resolver() });
    expect(hls.playlist).toBe(path.join(dir, 'index.m3u8'));
    await hls.ready;
    const early = await readFile(hls.playlist, 'utf8');
    expect(early).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    const first = /#EXTINF:[\d.]+,\n(\S+)/.exec(early)?.[1];
    expect(first).toBeDefined();
    expect((await readdir(dir)).includes(first!)).toBe(true);

    expect(await hls.done).toEqual({ format: 'mp4', width: 160, height: 90, frames: 100, duration: 4 });
    const playlist = await readFile(hls.playlist, 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(durations).toHaveLength(4);
    for (const d of durations) expect(d).toBeCloseTo(1, 1); // a keyframe every second
    const info = await probe(hls.playlist);
    expect(info.video).toMatchObject({ codec: 'h264', width: 160, height: 90, frames: 100 });
    expect(info.audio?.codec).toBe('aac');
  });

  it('render a range of frames', async () => {
    const hls = renderHls({
      movie,
      dir: path.join(media.dir, 'hls-range'),
      assets: media.resolver(),
      rangeStart: 45,
      rangeEnd: 70,
    });
    expect(await hls.done).toMatchObject({ frames: 25, duration: 1 });
    expect((await probe(hls.playlist)).video?.frames).toBe(25);
  });

  it('reject both promises when the movie cannot be rendered', async () => {
    const broken: Movie = { scenes: [{ length: 10, layers: [{ image: { asset: 'missing.png' } }] }] };
    const hls = renderHls({ movie: broken, dir: path.join(media.dir, 'hls-broken'), assets: media.resolver() });
    await expect(hls.ready).rejects.toBeInstanceOf(RenderError);
    await expect(hls.done).rejects.toMatchObject({ kind: 'input', scene: 0 });
  });

  it('stop on abort', async () => {
    const controller = new AbortController();
    const hls = renderHls({
      movie,
      dir: path.join(media.dir, 'hls-abort'),
      assets: media.resolver(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(hls.done).rejects.toMatchObject({ kind: 'aborted' });
  });
});
