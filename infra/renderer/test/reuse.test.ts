import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Layer, Movie, Scene } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegRunner, renderMovie, SegmentCache } from '../src/index.js';
import { probeSegment, readSegment } from '../src/segment-join.js';
import { makeMedia, probe, run, type TestMedia } from './helpers/media.js';
import { framePsnr } from './helpers/psnr.js';

/**
 * Every frame of a row made from segments against the same row rendered whole, both lossy
 * encodes of the same pictures at the same settings: 40 dB is far above what a wrong frame
 * gives (a frame off by one of the moving clip, or another name in the title, measures
 * under 30 dB here) and well below what the two give for the same frame (52 dB at worst
 * when measured, most frames identical).
 */
const MIN_PSNR = 40;

let media: TestMedia;
let cache: SegmentCache;
beforeAll(async () => {
  media = await makeMedia();
  cache = await SegmentCache.create({ parent: media.dir });
});
afterAll(async () => {
  await cache.dispose();
  await media.remove();
});

const title = (key: string): Layer => ({
  text: { text: 'x', size: 28, color: '#ffffff', box: '#00000080', boxpadding: 6, bindings: { text: key } },
});
/** 320x180, 108 frames: a clip, a picture, a colour; crossfade then wipe; a tone fading in and out. */
function movie(varyingScene: 0 | 1): Movie {
  const caption = (text: string): Layer => ({ text: { text, size: 20, valign: 'BOTTOM' } });
  const scenes: Scene[] = [
    { length: 40, layers: [{ video: { asset: 'clip.mp4' } }, varyingScene === 0 ? title('name') : caption('A clip')] },
    {
      length: 40,
      transition: { type: 'CROSSFADE', duration: 6 },
      layers: [{ image: { asset: 'red.png' } }, varyingScene === 1 ? title('name') : caption('A picture')],
    },
    {
      length: 40,
      transition: { type: 'WIPE', duration: 6 },
      layers: [{ color: { color: '#1d3557' } }, caption('Thanks')],
    },
  ];
  return {
    params: { vparams: { width: 320, height: 180, videoframerate: { num: 25, den: 1 } } },
    scenes,
    audio: [{ asset: 'tone.wav', fadein: 5, fadeout: 10 }],
    variables: [{ key: 'name', value: 'Ada' }],
  };
}

let n = 0;
async function render(m: Movie, name: string, reuse: boolean, format: 'mp4' | 'webm' = 'mp4') {
  const output = path.join(media.dir, `row-${n++}.${format}`);
  const result = await renderMovie({
    movie: m,
    params: { name },
    format,
    output,
    assets: media.resolver(),
    ...(reuse ? { reuse: { cache, varying: ['name'] } } : {}),
  });
  return { output, result };
}

/** The row from segments against the whole render: same frames, duration and sound; every frame's PSNR. */
async function compare(reused: string, whole: string) {
  const [a, b] = await Promise.all([probe(reused), probe(whole)]);
  expect(a.video?.frames).toBe(b.video?.frames);
  expect(a.duration).toBeCloseTo(b.duration, 1);
  expect(a.audio).toEqual(b.audio);
  expect(a.audio?.codec).toBe('aac');
  const psnr = await framePsnr(reused, whole);
  expect(psnr).toHaveLength(b.video!.frames);
  return psnr;
}

describe('batch rows made from the static segments of their run', { timeout: 60_000 }, () => {
  it('a row with a varying title in scene 1 shows the pictures of the same row rendered whole', async () => {
    const m = movie(0);
    const reused = await render(m, 'Ada', true);
    const whole = await render(m, 'Ada', false);
    // Scene 1 with its crossfade per row (frames 0-39), the rest from the cache.
    expect(reused.result).toMatchObject({ frames: 108, reusedFrames: 68 });
    expect(Math.min(...(await compare(reused.output, whole.output)))).toBeGreaterThanOrEqual(MIN_PSNR);
  });

  it('the next row takes the same static segment and sound and shows its own title', async () => {
    const m = movie(0);
    await render(m, 'Ada', true);
    const files = await readdir(cache.dir);
    // The static segment, the sound, and scene 1's clip composed once (raw) for the rows to draw their title on.
    expect(files.filter((f) => f.endsWith('.mp4'))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith('.avi'))).toHaveLength(1);
    const grace = await render(m, 'Grace', true);
    expect(grace.result.reusedFrames).toBe(68);
    expect(await readdir(cache.dir)).toEqual(files); // nothing new was made
    const whole = await render(m, 'Grace', false);
    expect(Math.min(...(await compare(grace.output, whole.output)))).toBeGreaterThanOrEqual(MIN_PSNR);
    // Another name: the title frames differ from Ada's row, the shared frames do not.
    const ada = await render(m, 'Ada', false);
    const psnr = await framePsnr(grace.output, ada.output);
    expect(Math.max(...psnr.slice(0, 34))).toBeLessThan(MIN_PSNR);
    expect(Math.min(...psnr.slice(40))).toBeGreaterThanOrEqual(MIN_PSNR);
  });

  it("a varying middle scene: two static segments around the row's own, joined without re-encoding", async () => {
    const m = movie(1);
    const reused = await render(m, 'Linus', true);
    // Frames 34-73 (scene 2 with both transitions) per row; 0-33 (the clip) and 74-107 shared.
    expect(reused.result.reusedFrames).toBe(68);
    const whole = await render(m, 'Linus', false);
    expect(Math.min(...(await compare(reused.output, whole.output)))).toBeGreaterThanOrEqual(MIN_PSNR);
    // Joined, not re-encoded: the row's first and last 34 packets are those of two cached segments, byte for byte.
    const packets = async (file: string) => {
      const { stdout } = await run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        file,
        '-map',
        '0:v?',
        '-c',
        'copy',
        '-f',
        'framemd5',
        '-',
      ]);
      return stdout
        .split('\n')
        .filter((line) => /^\d/.test(line))
        .map((line) => line.split(',').slice(4).join(',').trim());
    };
    const row = await packets(reused.output);
    const cached = await Promise.all(
      (await readdir(cache.dir)).filter((f) => f.endsWith('.mp4')).map((f) => packets(path.join(cache.dir, f))),
    );
    const same = (part: string[]) =>
      cached.some((segment) => segment.length === part.length && segment.every((p, i) => p === part[i]));
    expect(row).toHaveLength(108);
    expect(same(row.slice(0, 34))).toBe(true);
    expect(same(row.slice(74))).toBe(true);
    expect(same(row.slice(34, 74))).toBe(false); // the row's own range
    // ffprobe reads the same decoder configuration (SPS/PPS) in every segment and in the row,
    // as the renderer read it from the files before joining them.
    const segments = [
      reused.output,
      ...(await readdir(cache.dir)).filter((f) => f.endsWith('.mp4')).map((f) => path.join(cache.dir, f)),
    ];
    const hexOf = (dump: string) =>
      dump
        .split('\n')
        .filter((l) => /^[0-9a-f]{8}:/.test(l))
        .map((l) => l.slice(10, 49).replace(/ /g, ''))
        .join('');
    const configurations = new Set<string>();
    for (const file of segments) {
      const read = await readSegment(file);
      if (!read) continue; // the sound
      const probed = await probeSegment(new FfmpegRunner(), file);
      expect(read).toMatchObject({
        width: probed.width,
        height: probed.height,
        frames: probed.frames,
        extradata: hexOf(probed.extradata),
      });
      configurations.add(read.extradata);
    }
    expect(configurations.size).toBe(1);
  });

  it('a movie whose timeline varies, or a format other than mp4, is rendered whole', async () => {
    const m = movie(0);
    m.scenes![2] = { ...m.scenes![2]!, bindings: { length: 'frames' } };
    m.variables = [...m.variables!, { key: 'frames', value: '40' }];
    const timed = await renderMovie({
      movie: m,
      params: { name: 'Ada', frames: '50' },
      format: 'mp4',
      output: path.join(media.dir, 'timed.mp4'),
      assets: media.resolver(),
      reuse: { cache, varying: ['name', 'frames'] },
    });
    expect(timed).toMatchObject({ frames: 118, reusedFrames: 0 });
    expect((await probe(path.join(media.dir, 'timed.mp4'))).video?.frames).toBe(118);
    const webm = await render(movie(0), 'Ada', true, 'webm');
    expect(webm.result).toMatchObject({ format: 'webm', frames: 108, reusedFrames: 0 });
  });
});
