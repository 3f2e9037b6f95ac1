import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Story, StoryScene } from '@reelforge/model';
import { api, putData } from './assets.ts';
import { ffmpeg } from './media.ts';
import type { TestServer } from './server.ts';

/** Coloured one-second clips (64x36, 25 fps, no sound), a tone and a half-black mask, made by ffmpeg. */
export async function makeStoryAssets(dir: string): Promise<Record<string, Buffer>> {
  const file = (name: string) => path.join(dir, name);
  const clip = (colour: string, name: string) =>
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      `color=c=${colour}:s=64x36:r=25:d=1`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      file(name),
    );
  await Promise.all([
    clip('red', 'red.mp4'),
    clip('blue', 'blue.mp4'),
    clip('green', 'green.mp4'),
    ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=1', file('tone.wav')),
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'color=c=black:s=64x36',
      '-vf',
      'drawbox=x=32:y=0:w=32:h=36:color=white:t=fill',
      '-frames:v',
      '1',
      file('mask.png'),
    ),
  ]);
  const names = ['red.mp4', 'blue.mp4', 'green.mp4', 'tone.wav', 'mask.png'];
  const bytes = await Promise.all(names.map((name) => readFile(file(name))));
  return Object.fromEntries(names.map((name, i) => [name, bytes[i]!]));
}

/** Uploads the assets to the project (their streams and lengths are recorded at upload). */
export async function uploadAll(
  server: TestServer,
  token: string,
  prjuid: string,
  assets: Record<string, Buffer>,
): Promise<void> {
  for (const [name, bytes] of Object.entries(assets)) {
    const reply = await putData(server, token, prjuid, name, bytes);
    if (reply.status >= 300) throw new Error(`upload ${name}: ${reply.status} ${reply.bytes.toString()}`);
  }
}

/** Writes the project's stories.json through the app data call, as the console does. */
export async function putStories(server: TestServer, token: string, prjuid: string, stories: unknown[]): Promise<void> {
  const reply = await server.request(`${api()}/appdata/${prjuid}/stories.json`, {
    method: 'PUT',
    token,
    body: stories,
  });
  if (reply.status >= 300) throw new Error(`stories.json: ${reply.status} ${reply.text}`);
}

/** A scene showing a video for a fixed number of frames. */
export const videoScene = (video: string, frames: number, extra: Partial<StoryScene> = {}): StoryScene => ({
  type: 'static',
  src: 'videos',
  video,
  duration: 'fixed',
  default_duration: frames,
  default_unit: 'frames',
  ...extra,
});

export const storyOf = (name: string, scenes: StoryScene[], extra: Partial<Story> = {}): Story => ({
  name,
  size: '64x36',
  fps: '25/1',
  scenes,
  ...extra,
});

/** The RGB at the centre of frame `frame` of a video. */
export async function colourAt(file: string, frame: number): Promise<[number, number, number]> {
  const stdout = await new Promise<Buffer>((resolve, reject) => {
    execFile(
      'ffmpeg',
      [
        '-v',
        'error',
        '-i',
        file,
        '-vf',
        `select=eq(n\\,${frame}),crop=2:2:iw/2:ih/2,scale=1:1`,
        '-frames:v',
        '1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-',
      ],
      { encoding: 'buffer' },
      (error, out) => (error ? reject(error) : resolve(out)),
    );
  });
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

/** The colour a pixel mostly is: red, green or blue (or other). */
export function colourName([r, g, b]: [number, number, number]): string {
  if (r > 150 && g < 100 && b < 100) return 'red';
  if (g > 100 && r < 100 && b < 100) return 'green';
  if (b > 150 && r < 100 && g < 100) return 'blue';
  return `other(${r},${g},${b})`;
}
