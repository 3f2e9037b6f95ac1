import type { Story, StorySound } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe, run } from './helpers/media.js';
import { clip, makeStoryMedia, story, type StoryMedia } from './helpers/story-media.js';

let media: StoryMedia;
beforeAll(async () => {
  media = await makeStoryMedia();
});
afterAll(() => media.remove());

/** Mean and peak volume (dB) of [start, end) seconds of a file's sound; -91 is silence. */
async function loudness(file: string, start: number, end: number): Promise<{ mean: number; max: number }> {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-i',
    file,
    '-af',
    `atrim=${start}:${end},volumedetect`,
    '-vn',
    '-f',
    'null',
    '-',
  ]);
  return {
    mean: Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? -91),
    max: Number(/max_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? -91),
  };
}

/** 50 frames (2 s) of blue (a video without sound) with these sounds. */
const withSounds = (sounds: StorySound[], extra: Partial<Story> = {}) =>
  story([clip('blue.mp4', 50)], { sounds, ...extra });

describe('story sound', () => {
  it('has no sound track without sounds, one at the story sample rate with them', async () => {
    expect((await probe(await media.render(story([clip('red.mp4', 25)])))).audio).toBeUndefined();
    const file = await media.render(withSounds([{ type: 'asset', asset: 'tone.wav' }]));
    expect((await probe(file)).audio).toMatchObject({ codec: 'aac', sampleRate: 44100, channels: 2 });
    expect(
      (await probe(await media.render(withSounds([{ type: 'asset', asset: 'tone.wav' }], { samplerate: 48000 }))))
        .audio!.sampleRate,
    ).toBe(48000);
    expect((await loudness(file, 0.1, 0.9)).mean).toBeGreaterThan(-30);
    expect((await loudness(file, 1.2, 1.9)).mean).toBeLessThan(-80);
  });

  it('plays the asset a variable names, else the fallback, and a template made of values', async () => {
    const variable = await media.render(withSounds([{ type: 'variable', variable: 'music', fallback: 'low.wav' }]), {
      music: 'tone.wav',
    });
    expect((await loudness(variable, 0.1, 0.9)).mean).toBeGreaterThan(-30);
    const fallback = await media.render(withSounds([{ type: 'variable', variable: 'music', fallback: 'low.wav' }]));
    expect((await loudness(fallback, 0.1, 0.9)).mean).toBeGreaterThan(-30);
    const none = await media.render(withSounds([{ type: 'variable', variable: 'music' }]));
    expect((await loudness(none, 0, 2)).mean).toBeLessThan(-80);
    const template = await media.render(withSounds([{ type: 'template', template: '${pitch}.wav' }]), { pitch: 'low' });
    expect((await loudness(template, 0.1, 0.9)).mean).toBeGreaterThan(-30);
  });

  it('sets volume 0–100 and gain, and fades in and out', async () => {
    const full = (await loudness(await media.render(withSounds([{ type: 'asset', asset: 'tone.wav' }])), 0.2, 0.8))
      .mean;
    const quarter = (
      await loudness(await media.render(withSounds([{ type: 'asset', asset: 'tone.wav', volume: 25 }])), 0.2, 0.8)
    ).mean;
    expect(full - quarter).toBeCloseTo(12, 0);
    const gained = (
      await loudness(
        await media.render(withSounds([{ type: 'asset', asset: 'tone.wav', volume: 25, gain: 6 }])),
        0.2,
        0.8,
      )
    ).mean;
    expect(gained - quarter).toBeCloseTo(6, 0);
    const faded = await media.render(
      withSounds([
        {
          type: 'asset',
          asset: 'tone.wav',
          fade: { in: { unit: 'frames', value: 10 }, out: { unit: 'seconds', value: 0.4 } },
        },
      ]),
    );
    const middle = (await loudness(faded, 0.4, 0.55)).mean;
    expect((await loudness(faded, 0, 0.12)).mean).toBeLessThan(middle - 6);
    expect((await loudness(faded, 0.88, 1)).mean).toBeLessThan(middle - 6);
  });

  it("loops the background sound under the whole story and plays a scene's sound from the scene's start", async () => {
    const bg = await media.render(story([clip('blue.mp4', 50)], { bgsound: { type: 'asset', asset: 'tone.wav' } }));
    expect((await loudness(bg, 1.2, 1.9)).mean).toBeGreaterThan(-30);
    const scene = await media.render(
      story([clip('blue.mp4', 25), clip('blue.mp4', 25, { sounds: [{ type: 'asset', asset: 'tone.wav' }] })]),
    );
    expect((await loudness(scene, 0, 0.9)).mean).toBeLessThan(-80);
    expect((await loudness(scene, 1.1, 1.9)).mean).toBeGreaterThan(-30);
  });

  it("mixes a scene video's own sound when the story has sounds", async () => {
    const file = await media.render(
      story([clip('red.mp4', 50)], { sounds: [{ type: 'asset', asset: 'tone.wav', volume: 0 }] }),
    );
    expect((await loudness(file, 1.2, 1.9)).mean).toBeGreaterThan(-30);
  });

  it('levels the mix: legacy halves two sounds, hardclip and softclip keep them within full scale', async () => {
    const two = (alevelmode: string, gain = 0) =>
      media.render(
        withSounds(
          [
            { type: 'asset', asset: 'tone.wav', gain },
            { type: 'asset', asset: 'low.wav', gain },
          ],
          { alevelmode },
        ),
      );
    const legacy = await loudness(await two('legacy'), 0.2, 0.8);
    const hard = await loudness(await two('hardclip'), 0.2, 0.8);
    expect(hard.mean - legacy.mean).toBeCloseTo(6, 0);
    for (const mode of ['hardclip', 'softclip', 'softclip4x']) {
      const loud = await loudness(await two(mode, 24), 0.2, 0.8);
      expect([mode, loud.max <= 0.5, loud.mean > -12]).toEqual([mode, true, true]);
    }
    const soft = await loudness(await two('softclip', 24), 0.2, 0.8);
    const clipped = await loudness(await two('hardclip', 24), 0.2, 0.8);
    expect(soft.mean).toBeLessThan(clipped.mean);
  });

  it("sets the story's volume over the mix", async () => {
    const full = (await loudness(await media.render(withSounds([{ type: 'asset', asset: 'tone.wav' }])), 0.2, 0.8))
      .mean;
    const half = (
      await loudness(await media.render(withSounds([{ type: 'asset', asset: 'tone.wav' }], { volume: 50 })), 0.2, 0.8)
    ).mean;
    expect(full - half).toBeCloseTo(6, 0);
  });
});
