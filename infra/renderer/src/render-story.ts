import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  assetUseError,
  chooseScenes,
  fillStoryTemplate,
  storyHasSounds,
  storyProblems,
  storyRate,
  STORY_FORMATS,
  storySize,
  StoryError,
  storyTimeline,
  type AssetUse,
  type ChosenScene,
  type OutputFormat,
  type Rate,
  type Story,
  type StorySound,
} from '@reelforge/model';
import { type AssetResolver, type EncodeOverrides, RenderError, type RenderResult } from './api.js';
import { FfmpegError } from './ffmpeg-process.js';
import { memoryLimitError } from './render-run.js';
import { FfmpegRunner } from './ffmpeg-runner.js';
import { checkedMovie, prepareRender, type PreparedRender } from './prepare.js';
import { buildStoryArgs } from './story-graph.js';
import { fadeFrames, planStory, soundGain, type StoryPlanSound } from './story-plan.js';

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

interface FileFacts {
  file: string;
  frames: number;
  audio: boolean;
}

/** A chosen scene's source: a video file, or a movie prepared to be drawn in the story's graph. */
type Source = FileFacts & { asset: string; movie?: PreparedRender | undefined };

/**
 * A movie scene's source: the movie at the story's size and rate, its variables filled by
 * the story's values, planned and its files checked as a render of it would be. Its input
 * errors name the story's scene.
 */
async function movieSource(
  request: StoryRenderRequest,
  c: ChosenScene,
  where: string,
  format: { width: number; height: number; rate: Rate },
  runner: FfmpegRunner,
): Promise<Source> {
  const name = c.content.movie;
  if (!name) throw new RenderError(`${where} has no movie.`, 'input', c.index);
  const found = request.movies ? await request.movies(name) : undefined;
  if (found === undefined || found === null)
    throw new RenderError(`${where} shows the movie "${name}", which does not exist in the project.`, 'input', c.index);
  try {
    const movie = checkedMovie(found);
    const vparams = {
      ...movie.params?.vparams,
      width: format.width,
      height: format.height,
      videoframerate: format.rate,
    };
    const prepared = await prepareRender(
      {
        movie: { ...movie, params: { ...movie.params, vparams } },
        params: request.params ?? {},
        assets: request.assets,
        signal: request.signal,
      },
      { target: 'mp4' },
      runner,
    );
    return {
      asset: '',
      file: '',
      frames: prepared.plan.frames,
      audio: prepared.plan.output.audio !== undefined,
      movie: prepared,
    };
  } catch (error) {
    if (error instanceof RenderError && error.kind === 'input')
      throw new RenderError(`${where}, movie "${name}": ${error.message}`, 'input', c.index);
    throw error;
  }
}

let defaultRunner: FfmpegRunner | undefined;

function stopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RenderError('The render was stopped.', 'aborted');
}

/** The asset a sound plays for these values, or undefined when it plays none (no value, no fallback). */
function soundAsset(sound: StorySound, values: Record<string, string>, where: string): string | undefined {
  switch (sound.type) {
    case 'asset':
      return sound.asset || sound.url || undefined;
    case 'variable':
      return (sound.variable ? values[sound.variable]?.trim() : '') || sound.fallback || undefined;
    case 'template': {
      return fillStoryTemplate(sound.template, values) || sound.fallback || undefined;
    }
    case 'url':
      throw new RenderError(
        `${where}: a sound from a URL is not fetched by the renderer; upload the file to the project and choose ` +
          `it as an asset.`,
        'input',
      );
    default:
      throw new RenderError(`${where}: "${sound.type}" is not a sound type.`, 'input');
  }
}

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
  const facts = new Map<string, Promise<FileFacts>>();
  const use = (name: string, asUse: AssetUse, where: string, scene?: number): Promise<FileFacts> => {
    const key = `${asUse}\n${name}`;
    let found = facts.get(key);
    if (!found) {
      found = (async () => {
        const asset = await assets.asset(name);
        const isFile = asset
          ? await stat(asset.file).then(
              (s) => s.isFile(),
              () => false,
            )
          : false;
        if (!asset || !isFile)
          throw new RenderError(
            `${where} uses the asset "${name}", which does not exist in the project.`,
            'input',
            scene,
          );
        // What the project recorded at upload, else what ffprobe finds now.
        const known =
          asset.streams && asset.duration !== undefined ? { ...asset.streams, duration: asset.duration } : undefined;
        const probe = known ? undefined : await runner.probe(asset.file, signal).catch(() => undefined);
        stopped(signal);
        const streams = probe?.streams ?? [];
        const video = known?.video ?? streams.some((s) => s.codec_type === 'video');
        const audio = known?.audio ?? streams.some((s) => s.codec_type === 'audio');
        const problem = assetUseError(asUse, { name, type: asset.type, video, audio });
        if (problem) throw new RenderError(`${where}: ${problem}.`, 'input', scene);
        if (!probe && !known)
          throw new RenderError(`${where}: "${name}" is not media the renderer can read.`, 'input', scene);
        const seconds = known ? known.duration : Number(probe?.format?.duration ?? 0);
        return {
          file: asset.file,
          frames: Number.isFinite(seconds) && seconds > 0 ? Math.round((seconds * rate.num) / rate.den) : 1,
          audio,
        };
      })();
      facts.set(key, found);
    }
    return found;
  };
  const where = (c: ChosenScene) => {
    const name = c.scene.name ? ` "${c.scene.name}"` : '';
    return `Scene ${c.index + 1}${name}${c.variant === undefined ? '' : `, variant "${c.variant}"`}`;
  };

  const sources = await Promise.all(
    chosen.map(async (c): Promise<Source> => {
      if ((c.content.src || 'videos') === 'movies')
        return movieSource(request, c, where(c), { width, height, rate }, runner);
      if (!c.content.video) throw new RenderError(`${where(c)} has no video.`, 'input', c.index);
      return { asset: c.content.video, ...(await use(c.content.video, 'video layer', where(c), c.index)) };
    }),
  );
  const hasSounds = storyHasSounds(story);
  const sceneSounds = await Promise.all(
    chosen.map((c) =>
      Promise.all(
        (c.content.sounds ?? []).map(async (sound, i) => {
          const name = soundAsset(sound, values, `${where(c)}, sound ${i + 1}`);
          return name
            ? { sound, name, facts: await use(name, 'audio track', `${where(c)}, sound ${i + 1}`, c.index) }
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
      return name ? { ...s, name, facts: await use(name, 'audio track', s.where) } : undefined;
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
        ? [use(scene.transition.mask.asset, 'image layer', `${where(scene)}, transition mask`, scene.index)]
        : [],
    ),
  );
  const sounds: StoryPlanSound[] = [];
  const add = (
    s: { sound: StorySound; name: string; facts: FileFacts },
    label: string,
    at: number,
    room: number,
    loop: boolean,
  ) => {
    const wanted =
      s.sound.duration && s.sound.duration > 0
        ? Math.round((s.sound.duration * rate.num) / rate.den)
        : loop
          ? room
          : s.facts.frames;
    const frames = Math.max(1, Math.min(wanted, room));
    sounds.push({
      where: label,
      asset: s.name,
      at,
      frames,
      volume: soundGain(s.sound.volume, s.sound.gain),
      fadein: fadeFrames(s.sound.fade?.in, rate, frames),
      fadeout: fadeFrames(s.sound.fade?.out, rate, frames),
      loop,
    });
  };
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
  const paths: Record<string, string> = {};
  for (const [key, value] of facts) paths[key.split('\n')[1]!] = (await value).file;

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
