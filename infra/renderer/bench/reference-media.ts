import { execFile } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The reference movie's inputs and its bare ffmpeg command (docs/benchmarks.md, "The
 * reference movie"): what the renderer's benchmark measures itself against. Kept as ffmpeg
 * argument lists, so the benchmark runs from the repository alone.
 */

const exec = promisify(execFile);
const QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];
export const REFERENCE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** Characters a drawtext value cannot hold in a filter graph. */
const GRAPH_SPECIALS = /['\\:,;[\]%]/;

/**
 * bg.mp4 (6 s of testsrc2, 1280x720 at 25 fps, H.264 tagged BT.709), still.png (SMPTE bars),
 * music.wav (12 s of 440 Hz, 48 kHz stereo, longer than the movie) and the font, in `dir`.
 * Deterministic: the same bytes on every run of one ffmpeg.
 */
export async function makeReferenceMedia(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const bt709 = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];
  await exec('ffmpeg', [
    ...QUIET,
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=25:duration=6',
    '-vf',
    'format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    ...bt709,
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-crf',
    '18',
    '-movflags',
    '+faststart',
    path.join(dir, 'bg.mp4'),
  ]);
  await exec('ffmpeg', [
    ...QUIET,
    '-f',
    'lavfi',
    '-i',
    'smptebars=size=1280x720:rate=1',
    '-frames:v',
    '1',
    path.join(dir, 'still.png'),
  ]);
  await exec('ffmpeg', [
    ...QUIET,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000:duration=12',
    '-ac',
    '2',
    '-c:a',
    'pcm_s16le',
    path.join(dir, 'music.wav'),
  ]);
  await copyFile(REFERENCE_FONT, path.join(dir, 'DejaVuSans.ttf'));
}

/**
 * The whole movie as one ffmpeg command written by hand: three scenes (bg.mp4's first 106
 * frames with "Hello {name}", the still with its caption, a solid #1d3557 with the closing
 * words), a 12-frame crossfade and a 12-frame wipe from the right, 250 frames at 25 fps, the
 * music cut to 10 s with a 0.5 s fade in and a 1 s fade out; libx264 crf 18 preset medium and
 * AAC 320k, tagged BT.709.
 */
export function bareReferenceArgs(out: string, media: string, name: string): string[] {
  if (GRAPH_SPECIALS.test(name))
    throw new Error(`The reference movie's name cannot hold ' \\ : , ; [ ] %: ${JSON.stringify(name)}`);
  const norm = 'fps=25,format=yuv420p,setsar=1,settb=AVTB';
  const toBt709 = 'format=rgb24,scale=out_color_matrix=bt709:out_range=tv';
  const box = 'box=1:boxcolor=black@0.5:boxborderw=20';
  const text = `fontfile=${REFERENCE_FONT}:fontcolor=white:expansion=none`;
  const centred = 'x=(w-text_w)/2:y=(h-text_h)/2';
  const graph = [
    `[0:v]trim=end_frame=106,setpts=PTS-STARTPTS,${norm},drawtext=${text}:text='Hello ${name}':fontsize=96:${centred}:${box}[s1]`,
    `[1:v]setpts=PTS-STARTPTS,${toBt709},${norm},drawtext=${text}:text='A still image with a caption':fontsize=56:x=(w-text_w)/2:y=h-80-text_h:${box}[s2]`,
    `[2:v]setpts=PTS-STARTPTS,${toBt709},${norm},drawtext=${text}:text='Thanks for watching':fontsize=72:${centred}[s3]`,
    '[s1][s2]xfade=transition=fade:duration=0.48:offset=3.76[x12]',
    '[x12][s3]xfade=transition=wipeleft:duration=0.48:offset=6.76[v]',
    '[3:a]atrim=end=10,asetpts=PTS-STARTPTS,afade=t=in:st=0:d=0.5,afade=t=out:st=9:d=1[a]',
  ].join(';');
  return [
    ...QUIET,
    '-i',
    path.join(media, 'bg.mp4'),
    '-loop',
    '1',
    '-framerate',
    '25',
    '-t',
    '3.48',
    '-i',
    path.join(media, 'still.png'),
    '-f',
    'lavfi',
    '-i',
    'color=c=0x1d3557:s=1280x720:r=25:d=3.24',
    '-i',
    path.join(media, 'music.wav'),
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
    '-c:a',
    'aac',
    '-b:a',
    '320k',
    '-ar',
    '48000',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-t',
    '10',
    out,
  ];
}
