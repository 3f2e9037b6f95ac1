import { copyFile, rm } from 'node:fs/promises';
import type { Movie } from '@reelforge/sdl';
import type { AssetService, PendingAsset } from '../assets/asset-service.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { validateUpload } from '../media-tools/upload-validation.ts';

export const SAMPLE_MOVIE = 'sample';
export const SAMPLE_TITLE = 'Hello from Reelforge';

const SAMPLE_FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

export const SAMPLE_ASSETS = {
  video: 'sample-background.mp4',
  image: 'sample-sunset.png',
  music: 'sample-music.wav',
  font: 'DejaVuSans-Bold.ttf',
} as const;

const WIDTH = 640;
const HEIGHT = 360;

// A slowly moving gradient in the brand's colours.
const BACKGROUND = {
  graph: `gradients=s=${WIDTH}x${HEIGHT}:r=25:d=4:c0=0x1f2a44:c1=0x6a3d9a:c2=0xf5b942:n=3:speed=0.03[out]`,
  outputArgs: [
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ],
};

// A sunset over hills: sky gradient, a sun with a glow, a wavy silhouette.
const HILLS = 'gt(Y,270+25*sin(X/70)+12*sin(X/23))';
const SUN = 'hypot(X-440,Y-190)';
const channel = (hill: number, sun: number, sky: string, glow: number) =>
  `if(${HILLS},${hill},if(lt(${SUN},46),${sun},${sky}+${glow}*exp(-${SUN}/90)))`;
const SUNSET = {
  graph:
    `color=c=black:s=${WIDTH}x${HEIGHT},format=rgb24,geq=` +
    `r='${channel(25, 255, '31+214*pow(Y/360,1.6)', 60)}':` +
    `g='${channel(32, 214, '42+130*pow(Y/360,1.8)', 50)}':` +
    `b='${channel(48, 120, '68-20*pow(Y/360,1.5)', 30)}'[out]`,
  outputArgs: ['-map', '[out]', '-frames:v', '1'],
};

// Six seconds of a soft pad: C major, then A minor, faded in and out.
const chord = (a: number, b: number, c: number) => `(sin(2*PI*${a}*t)+sin(2*PI*${b}*t)+0.7*sin(2*PI*${c}*t))`;
const PAD =
  `0.09*((1-clip((t-2.75)/0.5,0,1))*${chord(261.63, 329.63, 392)}` +
  `+clip((t-2.75)/0.5,0,1)*${chord(220, 261.63, 329.63)})*min(1,t*2)*min(1,(6-t)*1.5)`;
const MUSIC = {
  graph: `aevalsrc='${PAD}|${PAD}':s=44100:d=6[out]`,
  outputArgs: ['-map', '[out]', '-c:a', 'pcm_s16le'],
};

/** The sample movie: two scenes with a crossfade, music, and a title from the `title` variable. */
export function sampleMovie(withFont: boolean): Movie {
  const font = withFont ? SAMPLE_ASSETS.font : '';
  return {
    params: {
      vparams: { width: WIDTH, height: HEIGHT, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' },
      aparams: { audiocodec: 'aac', audioabr: 64000 },
    },
    scenes: [
      {
        name: 'Intro',
        length: 75,
        layers: [
          { name: 'Background', video: { asset: SAMPLE_ASSETS.video, loop: true }, fit: 'COVER' },
          {
            name: 'Title',
            text: {
              text: SAMPLE_TITLE,
              font,
              size: 44,
              color: '#ffffff',
              box: '#00000080',
              boxpadding: 16,
              bindings: { text: 'title' },
            },
            fadein: 10,
          },
        ],
      },
      {
        name: 'Outro',
        length: 75,
        transition: { type: 'CROSSFADE', duration: 12 },
        layers: [
          { name: 'Picture', image: { asset: SAMPLE_ASSETS.image }, fit: 'COVER' },
          {
            name: 'Caption',
            text: {
              text: 'Change the title on the Variables tab',
              font,
              size: 26,
              color: '#ffffff',
              valign: 'BOTTOM',
              box: '#00000099',
              boxpadding: 12,
            },
          },
        ],
      },
    ],
    audio: [{ asset: SAMPLE_ASSETS.music, volume: 0.8, fadein: 10, fadeout: 25 }],
    variables: [{ key: 'title', type: 'MAP', valuetype: 'string', value: SAMPLE_TITLE, defaultvalue: SAMPLE_TITLE }],
  };
}

/**
 * Gives a project the sample assets (made by ffmpeg in about a second) and the `sample`
 * movie, so a first visit renders something at once.
 */
export async function addSampleContent(
  project: ProjectRef,
  services: { assets: AssetService; movies: MovieService; tools: MediaTools },
): Promise<void> {
  const { assets, movies, tools } = services;
  const temp = {
    video: await assets.files.tempPath(project, '.mp4'),
    image: await assets.files.tempPath(project, '.png'),
    music: await assets.files.tempPath(project, '.wav'),
    font: await assets.files.tempPath(project, '.ttf'),
  };
  try {
    const [, , , hasFont] = await Promise.all([
      tools.ffmpeg({ ...BACKGROUND, output: temp.video }),
      tools.ffmpeg({ ...SUNSET, output: temp.image }),
      tools.ffmpeg({ ...MUSIC, output: temp.music }),
      copyFile(SAMPLE_FONT_FILE, temp.font).then(
        () => true,
        () => false,
      ),
    ]);
    const kinds: Array<keyof typeof temp> = hasFont ? ['video', 'image', 'music', 'font'] : ['video', 'image', 'music'];
    const pending: PendingAsset[] = await Promise.all(
      kinds.map(async (kind) => ({
        name: SAMPLE_ASSETS[kind],
        file: temp[kind],
        mediaInfo: await validateUpload(tools, SAMPLE_ASSETS[kind], temp[kind]),
      })),
    );
    await assets.commit(project, pending, false);
    await movies.save(project, SAMPLE_MOVIE, sampleMovie(hasFont));
  } finally {
    await Promise.all(Object.values(temp).map((file) => rm(file, { force: true })));
  }
}
