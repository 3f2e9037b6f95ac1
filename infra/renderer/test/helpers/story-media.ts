import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assetTypeOf, type Story, type StoryScene } from '@reelforge/model';
import { renderStory, type AssetResolver } from '../../src/index.js';
import { run } from './media.js';

/** Tiny story media: 2 s colour videos (64x36, 25 fps; red.mp4 with a tone), masks and sounds. */
export interface StoryMedia {
  dir: string;
  resolver: AssetResolver;
  render(story: Story, params?: Record<string, string>): Promise<string>;
  remove(): Promise<void>;
}

const q = ['-hide_banner', '-loglevel', 'error', '-y'];
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export async function makeStoryMedia(): Promise<StoryMedia> {
  const dir = await mkdtemp(path.join(tmpdir(), 'story-test-'));
  const at = (name: string) => path.join(dir, name);
  const colour = (c: string) => ['-f', 'lavfi', '-i', `color=c=${c}:s=64x36:r=25:d=2`];
  await Promise.all([
    run('ffmpeg', [
      ...q,
      ...colour('red'),
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000:duration=2',
      ...x264,
      '-c:a',
      'aac',
      '-shortest',
      at('red.mp4'),
    ]),
    run('ffmpeg', [...q, ...colour('blue'), ...x264, at('blue.mp4')]),
    run('ffmpeg', [...q, ...colour('lime'), ...x264, at('green.mp4')]),
    // Left half black, right half white.
    run('ffmpeg', [
      ...q,
      '-f',
      'lavfi',
      '-i',
      'color=c=black:s=64x36',
      '-vf',
      'drawbox=x=32:y=0:w=32:h=36:color=white:t=fill',
      '-frames:v',
      '1',
      at('mask.png'),
    ]),
    // Left half red, right half blue: its red channel is light on the left, its blue channel on the right.
    run('ffmpeg', [
      ...q,
      '-f',
      'lavfi',
      '-i',
      'color=c=blue:s=64x36',
      '-vf',
      'drawbox=x=0:y=0:w=32:h=36:color=red:t=fill',
      '-frames:v',
      '1',
      at('rb.png'),
    ]),
    run('ffmpeg', [
      ...q,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=660:sample_rate=48000:duration=1',
      '-ac',
      '2',
      at('tone.wav'),
    ]),
    run('ffmpeg', [
      ...q,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:sample_rate=48000:duration=1',
      '-ac',
      '2',
      at('low.wav'),
    ]),
  ]);
  const files = new Set(['red.mp4', 'blue.mp4', 'green.mp4', 'mask.png', 'rb.png', 'tone.wav', 'low.wav']);
  const resolver: AssetResolver = {
    asset: async (name) => (files.has(name) ? { file: at(name), type: assetTypeOf(name) } : undefined),
    datasource: async () => undefined,
    tracking: async () => undefined,
  };
  let n = 0;
  return {
    dir,
    resolver,
    render: async (story, params = {}) => {
      const output = at(`story-${n++}.mp4`);
      await renderStory({ story, params, format: 'mp4', output, assets: resolver, encode: { preset: 'ultrafast' } });
      return output;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A scene of a colour video lasting `frames` frames. */
export const clip = (video: string, frames: number, extra: Partial<StoryScene> = {}): StoryScene => ({
  type: 'static',
  src: 'videos',
  video,
  duration: 'fixed',
  default_duration: frames,
  ...extra,
});

export const story = (scenes: StoryScene[], extra: Partial<Story> = {}): Story => ({
  name: 'Test',
  size: '64x36',
  fps: '25/1',
  scenes,
  ...extra,
});

/** The colour a mean colour is closest to. */
export function colourName({ r, g, b }: { r: number; g: number; b: number }): string {
  if (r > 180 && g < 70 && b < 70) return 'red';
  if (b > 180 && r < 70 && g < 70) return 'blue';
  if (g > 180 && r < 70 && b < 70) return 'green';
  return 'other';
}
