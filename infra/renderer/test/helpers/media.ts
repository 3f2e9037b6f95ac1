import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { assetTypeOf, type TrackPoint } from '@reelforge/model';
import type { AssetResolver } from '../../src/index.js';
import type { DatasourceTable } from '../../src/variables.js';

export const run = promisify(execFile);

/** Tiny media made with lavfi sources, shared by the tests of a file. */
export interface TestMedia {
  dir: string;
  /** asset name -> path */
  files: Record<string, string>;
  /** `tracks`: a version's points by `video/version` (anything, to try what the renderer refuses). */
  resolver(datasources?: Record<string, DatasourceTable>, tracks?: Record<string, unknown>): AssetResolver;
  remove(): Promise<void>;
}

const q = ['-hide_banner', '-loglevel', 'error', '-y'];

export async function makeMedia(): Promise<TestMedia> {
  const dir = await mkdtemp(path.join(tmpdir(), 'renderer-test-'));
  const at = (name: string) => path.join(dir, name);
  await Promise.all([
    // 2 s of moving picture with a tone, 160x90 at 25 fps.
    run('ffmpeg', [
      ...q,
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=160x90:rate=25:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000:duration=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      at('clip.mp4'),
    ]),
    run('ffmpeg', [...q, '-f', 'lavfi', '-i', 'color=c=red:s=160x90', '-frames:v', '1', at('red.png')]),
    run('ffmpeg', [...q, '-f', 'lavfi', '-i', 'color=c=blue:s=160x90', '-frames:v', '1', at('blue.png')]),
    run('ffmpeg', [...q, '-f', 'lavfi', '-i', 'color=c=lime:s=80x45', '-frames:v', '1', at('green.gif')]),
    run('ffmpeg', [...q, '-f', 'lavfi', '-i', 'color=c=lime:s=80x45', '-frames:v', '1', at('green.jpg')]),
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
    // A file with a video's name whose content is no video: ffmpeg fails on it.
    writeFile(at('broken.mp4'), 'not a video'),
  ]);
  const files: Record<string, string> = {
    'clip.mp4': at('clip.mp4'),
    'red.png': at('red.png'),
    'blue.png': at('blue.png'),
    'green.gif': at('green.gif'),
    'green.jpg': at('green.jpg'),
    'tone.wav': at('tone.wav'),
    'broken.mp4': at('broken.mp4'),
    'DejaVuSans.ttf': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  };
  return {
    dir,
    files,
    // Streams are probed by the renderer, except broken.mp4's: recorded as a video, as if its
    // file had been replaced after upload.
    resolver: (datasources = {}, tracks = {}) => ({
      asset: async (name) => {
        const file = files[name];
        if (!file) return undefined;
        return {
          file,
          type: assetTypeOf(name),
          ...(name === 'broken.mp4' ? { streams: { video: true, audio: false } } : {}),
        };
      },
      datasource: async (name) => datasources[name],
      tracking: async (video, version) => tracks[`${video}/${version}`] as TrackPoint[] | undefined,
    }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface Probe {
  format: string;
  duration: number;
  video?: { codec: string; width: number; height: number; rate: string; frames: number; pixfmt: string };
  audio?: { codec: string; sampleRate: number; channels: number };
}

/** What ffprobe says of a file (frames counted by decoding). */
export async function probe(file: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-show_entries',
    'format=format_name,duration:stream=codec_type,codec_name,width,height,r_frame_rate,nb_read_frames,pix_fmt,sample_rate,channels',
    '-of',
    'json',
    file,
  ]);
  const data = JSON.parse(stdout) as {
    format: { format_name: string; duration?: string };
    streams: Record<string, string | number>[];
  };
  const video = data.streams.find((s) => s.codec_type === 'video');
  const audio = data.streams.find((s) => s.codec_type === 'audio');
  return {
    format: data.format.format_name,
    duration: Number(data.format.duration ?? 0),
    ...(video
      ? {
          video: {
            codec: String(video.codec_name),
            width: Number(video.width),
            height: Number(video.height),
            rate: String(video.r_frame_rate),
            frames: Number(video.nb_read_frames),
            pixfmt: String(video.pix_fmt),
          },
        }
      : {}),
    ...(audio
      ? {
          audio: {
            codec: String(audio.codec_name),
            sampleRate: Number(audio.sample_rate),
            channels: Number(audio.channels),
          },
        }
      : {}),
  };
}

export interface Picture {
  width: number;
  height: number;
  rgb: Buffer;
}

/** Frame `index` of a video (or the image) as RGB bytes. */
export async function frameOf(file: string, index = 0): Promise<Picture> {
  const { stdout: size } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    file,
  ]);
  const [width, height] = size.trim().split(',').map(Number) as [number, number];
  const { stdout } = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      file,
      '-vf',
      `select=eq(n\\,${index})`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return { width, height, rgb: stdout as unknown as Buffer };
}

/** Mean colour of a box of a picture (whole picture by default). */
export function meanColour(
  picture: Picture,
  box = { x: 0, y: 0, w: picture.width, h: picture.height },
): { r: number; g: number; b: number } {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * picture.width + x) * 3;
      r += picture.rgb[i]!;
      g += picture.rgb[i + 1]!;
      b += picture.rgb[i + 2]!;
    }
  }
  const n = box.w * box.h;
  return { r: r / n, g: g / n, b: b / n };
}

/** Mean absolute difference of two pictures of the same size (0-255). */
export function difference(a: Picture, b: Picture): number {
  let sum = 0;
  for (let i = 0; i < a.rgb.length; i++) sum += Math.abs(a.rgb[i]! - b.rgb[i]!);
  return sum / a.rgb.length;
}
