import { execFile } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as XLSX from '@e965/xlsx';
import { inject } from 'vitest';

const run = promisify(execFile);

export const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Runs ffmpeg quietly (throws with its stderr on failure). */
export async function ffmpeg(...args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args]);
}

export interface StreamFacts {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  nb_frames?: string;
  nb_read_frames?: string;
}

/** ffprobe's streams of a file or of bytes (written to `scratch` first). */
export async function probe(
  file: string,
  countFrames = false,
): Promise<{ streams: StreamFacts[]; format: { format_name: string; duration?: string } }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    ...(countFrames ? ['-count_frames'] : []),
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  return JSON.parse(stdout);
}

/** The RGB of the pixel at the centre of a video's first frame. */
export async function centrePixel(file: string): Promise<[number, number, number]> {
  const { stdout } = await new Promise<{ stdout: Buffer }>((resolve, reject) => {
    execFile(
      'ffmpeg',
      [
        '-v',
        'error',
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        'crop=2:2:iw/2:ih/2,scale=1:1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-',
      ],
      { encoding: 'buffer' },
      (error, out) => (error ? reject(error) : resolve({ stdout: out })),
    );
  });
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

export const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
export const isPng = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** The width of an image given as bytes, by ffprobe. */
export async function imageWidth(bytes: Buffer, scratch: string): Promise<number> {
  await writeFile(scratch, bytes);
  const { streams } = await probe(scratch);
  return streams[0]?.width ?? 0;
}

export interface MediaFixtures {
  video: Buffer;
  png: Buffer;
  tif: Buffer;
  wav: Buffer;
  mp3: Buffer;
  font: Buffer;
}

const MEDIA_FILES = ['clip.mp4', 'still.png', 'still.tif', 'tone.wav', 'tone.mp3'];

/** Small real media made by ffmpeg, and the real DejaVu Sans font; in `dir` too, under their names. */
export async function makeMedia(dir: string): Promise<MediaFixtures> {
  const file = (name: string) => path.join(dir, name);
  // Encoded once per run by the project's global setup (media-global-setup.ts) where it made them.
  const made = inject('mediaDir');
  if (made) await Promise.all(MEDIA_FILES.map((name) => copyFile(path.join(made, name), file(name))));
  else await encodeMedia(dir);
  const [video, png, tif, wav, mp3, font] = await Promise.all(
    MEDIA_FILES.map((name) => readFile(file(name))).concat(readFile(DEJAVU)),
  );
  return { video: video!, png: png!, tif: tif!, wav: wav!, mp3: mp3!, font: font! };
}

/** Encodes the media of makeMedia into `dir`. */
export async function encodeMedia(dir: string): Promise<void> {
  const file = (name: string) => path.join(dir, name);
  await Promise.all([
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=320x180:r=25:d=2',
      '-f',
      'lavfi',
      '-i',
      'sine=f=440:d=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file('clip.mp4'),
    ),
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=s=160x90', '-frames:v', '1', file('still.png')),
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=s=160x90', '-frames:v', '1', file('still.tif')),
    ffmpeg('-f', 'lavfi', '-i', 'sine=f=330:d=1', file('tone.wav')),
    ffmpeg('-f', 'lavfi', '-i', 'sine=f=550:d=1', file('tone.mp3')),
  ]);
}

/** An xlsx with the given sheets (arrays of rows), written by SheetJS. */
export function xlsxOf(sheets: Record<string, unknown[][]>): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
