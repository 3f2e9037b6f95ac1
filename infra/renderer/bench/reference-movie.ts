import path from 'node:path';
import { assetTypeOf } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import type { AssetResolver, FfmpegRunner } from '../src/index.js';

/**
 * The reference movie (reference-media.ts: its inputs and its bare ffmpeg command) as a Reelforge movie: the same
 * media, scenes, transitions and sound, with the title's name as the variable `name`.
 * Two details differ from the bare command because the scene description counts in
 * frames: the music fades in over 12 frames (0.48 s, not 0.5 s), and the title box is
 * #00000080 (alpha 128/255, not 0.5). The keyframe hint of 250 is x264's own default
 * interval, which the bare command uses.
 */
export function referenceMovie(): Movie {
  return {
    params: {
      vparams: {
        width: 1280,
        height: 720,
        videoframerate: { num: 25, den: 1 },
        videocodec: 'x264',
        videominimumforcedkeyframeinterval: 250,
      },
      aparams: { audiocodec: 'aac', audioabr: 320000 },
    },
    scenes: [
      {
        name: 'Hello',
        length: 106,
        layers: [
          { name: 'background', video: { asset: 'bg.mp4' } },
          {
            name: 'title',
            text: {
              text: 'Hello',
              size: 96,
              color: '#ffffff',
              box: '#00000080',
              boxpadding: 20,
              bindings: { text: 'title' },
            },
          },
        ],
      },
      {
        name: 'Still',
        length: 87,
        transition: { type: 'CROSSFADE', duration: 12 },
        layers: [
          { name: 'still', image: { asset: 'still.png' } },
          // 80 px above the bottom: a box 640 px high from the top, text at its bottom.
          {
            name: 'caption',
            text: {
              text: 'A still image with a caption',
              size: 56,
              box: '#00000080',
              boxpadding: 20,
              valign: 'BOTTOM',
            },
            position: { h: 640 },
          },
        ],
      },
      {
        name: 'Thanks',
        length: 81,
        transition: { type: 'WIPE', duration: 12, direction: 2 },
        layers: [
          { name: 'colour', color: { color: '#1d3557' } },
          { name: 'thanks', text: { text: 'Thanks for watching', size: 72 } },
        ],
      },
    ],
    audio: [{ asset: 'music.wav', fadein: 12, fadeout: 25 }],
    variables: [
      { key: 'name', value: 'Ada' },
      { key: 'title', type: 'FORMAT', format: 'Hello ${name}' },
    ],
  };
}

/** The media files of the reference movie, by asset name. */
export const REFERENCE_ASSETS = ['bg.mp4', 'still.png', 'music.wav'] as const;

/**
 * The reference media in `media` as the renderer finds them, their streams probed once
 * beforehand, as the platform records them at upload.
 */
export async function referenceAssets(media: string, runner: FfmpegRunner): Promise<AssetResolver> {
  const known = new Map(
    await Promise.all(
      REFERENCE_ASSETS.map(async (name) => {
        const streams = (await runner.probe(path.join(media, name))).streams ?? [];
        return [
          name,
          {
            video: streams.some((s) => s.codec_type === 'video'),
            audio: streams.some((s) => s.codec_type === 'audio'),
          },
        ] as const;
      }),
    ),
  );
  return {
    asset: async (name) => {
      const streams = known.get(name as (typeof REFERENCE_ASSETS)[number]);
      return streams && { file: path.join(media, name), type: assetTypeOf(name), streams };
    },
    datasource: async () => undefined,
    tracking: async () => undefined,
  };
}
