import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  chooseScenes,
  storyHasSounds,
  storyProblems,
  storyRate,
  STORY_FORMATS,
  storySize,
  StoryError,
  storyTimeline,
  type ChosenScene,
  type OutputFormat,
  type Story,
} from '@reelforge/model';
import { type AssetResolver, type EncodeOverrides, RenderError, type RenderResult } from './api.js';
import { FfmpegError } from './ffmpeg-process.js';
import { memoryLimitError } from './render-run.js';
import { FfmpegRunner } from './ffmpeg-runner.js';
import { StoryFiles, stopped } from './story-files.js';
import { buildStoryArgs } from './story-graph.js';
import { movieSource, type Source } from './story-movie-source.js';
import { planStory, type StoryPlanSound } from './story-plan.js';
import { placedSound, soundAsset, type FoundSound } from './story-sounds.js';

export interface StoryRenderRequest {
  story: Story;
  /** The project's movie of this name (a scene showing a movie), or undefined when there is none. */
  movies?: ((name: string) => Promise<unknown>) | undefined;
  /**
   * Variable values by name: they choose the scenes and variants, lengths and sounds, and fill the
   * movies' variables.
   */
  params?: Record<string, string> | undefined;
  format: OutputFormat;
  output: string;
  assets: AssetResolver;
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  encode?: EncodeOverrides | undefined;
  runner?: FfmpegRunner | undefined;
}

let defaultRunner: FfmpegRunner | undefined;

/**
 * Renders a story (docs/reference.md §3–§5, §9) for some variable values: the scenes and
 * variants they choose, timed by their duration modes, joined by their transitions, with
 * the story's sounds, as one ffmpeg run. Scenes show project videos, or movies rendered
 * with the story's values inside the same run. The file appears complete or not at all.
 */
export async function renderStory(request: StoryRenderRequest): Promise<RenderResult> {
  const { story, format, output, signal, assets } = request;
  const values = request.params ?? {};
  const runner = request.runner ?? (defaultRunner ??= new FfmpegRunner());
  if (!STORY_FORMATS.includes(format))
    throw new RenderError(`A story renders to ${STORY_FORMATS.join(', ')}, not "${String(format)}".`, 'input');
  const problems = storyProblems(story);
  if (problems.length) throw new RenderError(problems.join(' '), 'input');
  const rate = storyRate(story)!;
  const { width, height } = storySize(story);
  let chosen: ChosenScene[];
  try {
    chosen = chooseScenes(story.scenes, values);
  } catch (error) {
    throw error instanceof StoryError ? new RenderError(error.message, 'input', error.scene) : error;
  }

  // Every file the story uses for these values: found, of a kind its use takes, probed once.
  const files = new StoryFiles(assets, runner, rate, signal);
  const where = (c: ChosenScene) => {
    const name = c.scene.name ? ` "${c.scene.name}"` : '';
    return `Scene ${c.index + 1}${name}${c.variant === undefined ? '' : `, variant "${c.variant}"`}`;
  };

  const sources = await Promise.all(
    chosen.map(async (c): Promise<Source> => {
      if ((c.content.src || 'videos') === 'movies')
        return movieSource(request, c, where(c), { width, height, rate }, runner);
      if (!c.content.video) throw new RenderError(`${where(c)} has no video.`, 'input', c.index);
      return { asset: c.content.video, ...(await files.use(c.content.video, 'video layer', where(c), c.index)) };
    }),
  );
  const hasSounds = storyHasSounds(story);
  const sceneSounds = await Promise.all(
    chosen.map((c) =>
      Promise.all(
        (c.content.sounds ?? []).map(async (sound, i) => {
          const name = soundAsset(sound, values, `${where(c)}, sound ${i + 1}`);
          return name
            ? { sound, name, facts: await files.use(name, 'audio track', `${where(c)}, sound ${i + 1}`, c.index) }
            : undefined;
        }),
      ),
    ),
  );
  const storySounds = await Promise.all(
    [
      ...(story.bgsound?.type ? [{ sound: story.bgsound, where: 'The background sound', loop: true }] : []),
      ...(story.sounds ?? []).map((sound, i) => ({ sound, where: `The story, sound ${i + 1}`, loop: false })),
    ].map(async (s) => {
      const name = soundAsset(s.sound, values, s.where);
      return name ? { ...s, name, facts: await files.use(name, 'audio track', s.where) } : undefined;
    }),
  );
  stopped(signal);

  let timeline;
  try {
    timeline = storyTimeline(chosen, values, rate, {
      sourceFrames: (c) => sources[chosen.indexOf(c)]!.frames,
      soundFrames: (c) => sceneSounds[chosen.indexOf(c)]!.find((s) => s)?.facts.frames,
    });
  } catch (error) {
    throw error instanceof StoryError ? new RenderError(error.message, 'input', error.scene) : error;
  }

  await Promise.all(
    timeline.scenes.flatMap((scene) =>
      scene.transition?.mask
        ? [files.use(scene.transition.mask.asset, 'image layer', `${where(scene)}, transition mask`, scene.index)]
        : [],
    ),
  );
  const sounds: StoryPlanSound[] = [];
  const add = (s: FoundSound, label: string, at: number, room: number, loop: boolean) =>
    sounds.push(placedSound(s, label, at, room, loop, rate));
  for (const s of storySounds) if (s) add(s, s.where, 0, timeline.frames, s.loop);
  timeline.scenes.forEach((scene, i) => {
    for (const s of sceneSounds[i]!) if (s) add(s, where(scene), scene.start, scene.frames + scene.hold, false);
  });

  const plan = planStory({
    width,
    height,
    rate,
    timeline,
    sources: sources.map((s) => ({ asset: s.asset, audio: hasSounds && s.audio, movie: s.movie })),
    sounds,
    level: story.alevelmode,
    volume: story.volume,
    hasSounds,
    vparams: { ...(story.movie?.params?.vparams ?? {}) },
    target: format,
    encode: request.encode,
    sampleRate: story.samplerate || 44_100,
  });
  const paths = await files.paths();

  await mkdir(path.dirname(output), { recursive: true });
  const partial = path.join(path.dirname(output), `.${path.basename(output)}.${randomUUID()}.part`);
  const command = buildStoryArgs(plan, paths, partial);
  try {
    await runner.ffmpeg({
      ...command,
      signal,
      onFrame: request.onProgress ? (frame) => request.onProgress!(Math.min(1, frame / plan.frames)) : undefined,
    });
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    if (!(error instanceof FfmpegError)) throw error;
    if (error.failure === 'aborted') throw new RenderError('The render was stopped.', 'aborted');
    if (error.failure === 'timeout')
      throw new RenderError(
        `The render took longer than the limit of ${Math.round(runner.timeoutMs / 1000)} s and was stopped.`,
        'input',
      );
    if (error.failure === 'memory-limit') throw memoryLimitError(runner.memoryLimitBytes);
    if (error.failure === 'output-limit')
      throw new RenderError(
        `The render grew past the output limit of ${runner.outputLimitBytes} bytes and was stopped.`,
        'input',
      );
    throw new RenderError(`ffmpeg failed: ${error.stderr.trim() || error.reason}`, 'ffmpeg');
  }
  request.onProgress?.(1);
  return { format, width, height, frames: plan.frames, duration: (plan.frames * rate.den) / rate.num };
}
