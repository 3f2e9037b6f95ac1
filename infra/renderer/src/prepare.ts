import { stat } from 'node:fs/promises';
import { assetUseError, type AssetUse } from '@reelforge/model';
import { type Movie, MovieFormatError, normaliseMovie } from '@reelforge/sdl';
import { type AssetResolver, RenderError, type ResolvedAsset } from './api.js';
import type { FfmpegRunner } from './ffmpeg-runner.js';
import { planMovie, type PlanOptions } from './plan.js';
import type { MoviePlan } from './plan-types.js';
import { loadTracks } from './tracking.js';
import { datasourcesToRead, resolveVariables, type DatasourceTable } from './variables.js';

/** A plan with the files it reads: what buildFfmpegArgs needs besides the output. */
export interface PreparedRender {
  plan: MoviePlan;
  paths: Record<string, string>;
  withAudio: Set<string>;
}

/** The movie as the scene description defines it; anything else is an input error. */
export function checkedMovie(movie: unknown): Movie {
  try {
    return normaliseMovie(movie);
  } catch (error) {
    if (error instanceof MovieFormatError) throw new RenderError(error.message, 'input');
    throw error;
  }
}

function stopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RenderError('The render was stopped.', 'aborted');
}

/** One use of an asset by the movie: what for, and where (for the error that names it). */
export interface Use {
  asset: string;
  use: AssetUse;
  where: string;
  scene?: number;
  frame?: number;
}

function sceneLabel(plan: MoviePlan, index: number): string {
  const scene = plan.scenes[index]!;
  return scene.name ? `Scene ${index + 1} "${scene.name}"` : `Scene ${index + 1}`;
}

/** Every use of an asset by the movie, layers in order, then the audio tracks. */
export function usesOf(plan: MoviePlan): Use[] {
  const uses: Use[] = [];
  for (const scene of plan.scenes) {
    for (const layer of scene.layers) {
      const where = `${sceneLabel(plan, scene.index)}, layer ${layer.index + 1}${layer.name ? ` "${layer.name}"` : ''}`;
      const at = { scene: scene.index, frame: scene.start + layer.start };
      if (layer.kind === 'text' && layer.font) uses.push({ asset: layer.font, use: 'font', where, ...at });
      else if (layer.kind === 'video' || layer.kind === 'image')
        uses.push({ asset: layer.asset, use: `${layer.kind} layer`, where, ...at });
    }
  }
  for (const track of plan.audio) {
    if (track.track !== undefined)
      uses.push({ asset: track.asset, use: 'audio track', where: `Audio track ${track.track + 1}`, frame: track.at });
  }
  return uses;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function loadDatasources(
  movie: Movie,
  params: Record<string, string>,
  assets: AssetResolver,
): Promise<Record<string, DatasourceTable | undefined>> {
  const names = datasourcesToRead(movie, params);
  const tables = await Promise.all(names.map((name) => assets.datasource(name)));
  return Object.fromEntries(names.map((name, i) => [name, tables[i]]));
}

type Streams = { video: boolean; audio: boolean };

/**
 * The asset's streams: as the project knows them, else probed (a file ffprobe cannot read
 * under the media demuxers has none).
 */
async function streamsOf(asset: ResolvedAsset, runner: FfmpegRunner, signal?: AbortSignal): Promise<Streams> {
  if (asset.streams) return asset.streams;
  try {
    const probe = await runner.probe(asset.file, signal);
    const streams = probe.streams ?? [];
    return {
      video: streams.some((s) => s.codec_type === 'video'),
      audio: streams.some((s) => s.codec_type === 'audio'),
    };
  } catch {
    stopped(signal);
    return { video: false, audio: false };
  }
}

/** What a movie's inputs are checked with: the movie, its values and where its assets are. */
export interface InputsRequest {
  movie: unknown;
  params?: Record<string, string> | undefined;
  assets: AssetResolver;
  signal?: AbortSignal | undefined;
}

/** A use by an asset that is missing or that the use does not take is an input error naming the use's place. */
function checkUse(use: Use, asset: ResolvedAsset | undefined, streams?: Streams): void {
  if (!asset)
    throw new RenderError(
      `${use.where} uses the asset "${use.asset}", which does not exist in the project.`,
      'input',
      use.scene,
      use.frame,
    );
  const problem = assetUseError(use.use, { name: use.asset, type: asset.type, ...streams });
  if (problem) throw new RenderError(`${use.where}: ${problem}.`, 'input', use.scene, use.frame);
}

/**
 * Steps 1 and 2 without reading a media file: the checked movie, its datasources read, its
 * variables resolved, its plan, and every asset it uses found and fit for its use by its
 * type and by the streams the project knows of it.
 */
async function planInputs(request: InputsRequest, options: PlanOptions) {
  const { signal, assets } = request;
  stopped(signal);
  const movie = checkedMovie(request.movie);
  const params = request.params ?? {};
  const datasources = await loadDatasources(movie, params, assets);
  stopped(signal);
  const plan = await loadTracks(planMovie(resolveVariables(movie, { params, datasources }).movie, options), assets);
  stopped(signal);

  const uses = usesOf(plan);
  const names = [...new Set(uses.map((u) => u.asset))];
  const found = new Map(
    await Promise.all(
      names.map(async (name) => {
        const asset = await assets.asset(name);
        return [name, asset && (await isFile(asset.file)) ? asset : undefined] as const;
      }),
    ),
  );
  stopped(signal);
  for (const use of uses) checkUse(use, found.get(use.asset), found.get(use.asset)?.streams);
  return { plan, uses, found };
}

/**
 * Whether the movie can be rendered from its assets, answered without rendering and
 * without running ffmpeg or ffprobe: the movie and its values, its plan (a frame past the
 * end, a text over the limit...), and each asset it uses there and of a kind its use
 * takes. Streams are checked where the resolver knows them; a file whose streams are not
 * known, or whose content no longer is what its record says, is found out at render time.
 * Throws the input RenderError a render would, naming the layer or track.
 */
export async function checkMovieInputs(
  request: InputsRequest,
  options: PlanOptions = { target: 'mp4' },
): Promise<void> {
  await planInputs(request, options);
}

/**
 * Steps 1 and 2 with their I/O: the checked movie, its datasources read, its variables
 * resolved, its plan, and every file it uses found and fit for its use: a missing asset,
 * or one the use does not take (a playlist, a text, a video without sound on an audio
 * track...), is an input error naming the layer or track. Streams not known are probed.
 */
export async function prepareRender(
  request: InputsRequest,
  options: PlanOptions,
  runner: FfmpegRunner,
): Promise<PreparedRender> {
  const { signal } = request;
  const { plan, uses, found } = await planInputs(request, options);
  const media = [...found].filter(
    (entry): entry is [string, ResolvedAsset] => entry[1] !== undefined && entry[1].type !== 'font',
  );
  const streams = new Map(
    await Promise.all(media.map(async ([name, asset]) => [name, await streamsOf(asset, runner, signal)] as const)),
  );
  stopped(signal);
  const paths: Record<string, string> = {};
  for (const use of uses) {
    checkUse(use, found.get(use.asset), streams.get(use.asset));
    paths[use.asset] = found.get(use.asset)!.file;
  }

  // Video layers that mix their own sound: only files that have one.
  const withAudio = new Set<string>();
  if (plan.output.audio) {
    const window = new Set(plan.window.scenes.map((ws) => ws.scene));
    for (const track of plan.audio) {
      if (track.layer && window.has(track.layer.scene) && streams.get(track.asset)?.audio) withAudio.add(track.asset);
    }
  }
  return { plan, paths, withAudio };
}

/** The first use of a file that ffmpeg's message names (as /dev/fd/N, a file it could not read). */
export function useNamed(
  plan: MoviePlan,
  fdOf: (file: string) => string | undefined,
  paths: Record<string, string>,
  stderr: string,
): Use | undefined {
  return usesOf(plan).find((use) => {
    const file = paths[use.asset];
    const fd = file && fdOf(file);
    return fd && stderr.includes(`${fd}:`);
  });
}

/** Where an ffmpeg failure happened: at the use of the file it names, else at the last frame it reported. */
export function failureAt(
  plan: MoviePlan,
  named: Use | undefined,
  outputFrame: number,
): { scene?: number; frame?: number } {
  if (named?.scene !== undefined) return { scene: named.scene, frame: named.frame ?? 0 };
  const frame = Math.min(plan.frames - 1, plan.window.start + outputFrame);
  const scene = [...plan.scenes].reverse().find((s) => s.start <= frame);
  return { frame, ...(scene ? { scene: scene.index } : {}) };
}
