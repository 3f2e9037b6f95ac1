import { stat } from 'node:fs/promises';
import { type Movie, MovieFormatError, normaliseMovie } from '@reelforge/sdl';
import { type AssetResolver, RenderError } from './api.js';
import { hasAudioStream } from './ffmpeg.js';
import { planMovie, type PlanOptions } from './plan.js';
import type { MoviePlan } from './plan-types.js';
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

/** Every asset the movie uses, with the first scene that uses it (for the error). */
function assetsOf(plan: MoviePlan): Map<string, { scene?: number; frame?: number }> {
  const uses = new Map<string, { scene?: number; frame?: number }>();
  const use = (asset: string, scene?: number, frame?: number) => {
    if (asset && !uses.has(asset)) uses.set(asset, scene === undefined ? {} : { scene, frame: frame ?? 0 });
  };
  for (const scene of plan.scenes) {
    for (const layer of scene.layers) {
      const at = scene.start + layer.start;
      if (layer.kind === 'text') use(layer.font, scene.index, at);
      else if (layer.kind !== 'color') use(layer.asset, scene.index, at);
    }
  }
  for (const track of plan.audio) if (!track.layer) use(track.asset, undefined, track.at);
  return uses;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function loadDatasources(movie: Movie, params: Record<string, string>, assets: AssetResolver): Promise<Record<string, DatasourceTable | undefined>> {
  const names = datasourcesToRead(movie, params);
  const tables = await Promise.all(names.map((name) => assets.datasource(name)));
  return Object.fromEntries(names.map((name, i) => [name, tables[i]]));
}

/**
 * Steps 1 and 2 with their I/O: the checked movie, its datasources read, its variables
 * resolved, its plan, and every file it uses found (a missing one is an input error naming
 * the scene that uses it).
 */
export async function prepareRender(
  request: { movie: unknown; params?: Record<string, string>; assets: AssetResolver; signal?: AbortSignal },
  options: PlanOptions,
): Promise<PreparedRender> {
  const { signal, assets } = request;
  stopped(signal);
  const movie = checkedMovie(request.movie);
  const params = request.params ?? {};
  const datasources = await loadDatasources(movie, params, assets);
  stopped(signal);
  const plan = planMovie(resolveVariables(movie, { params, datasources }).movie, options);

  const uses = assetsOf(plan);
  const found = await Promise.all(
    [...uses].map(async ([asset, where]) => {
      const file = await assets.path(asset);
      return { asset, where, file: file && (await isFile(file)) ? file : undefined };
    }),
  );
  const paths: Record<string, string> = {};
  for (const { asset, where, file } of found) {
    if (file) {
      paths[asset] = file;
      continue;
    }
    const scene = where.scene === undefined ? undefined : plan.scenes[where.scene];
    const place = scene ? (scene.name ? `Scene ${scene.index + 1} "${scene.name}"` : `Scene ${scene.index + 1}`) : 'An audio track';
    throw new RenderError(`${place} uses the asset "${asset}", which does not exist in the project.`, 'input', where.scene, where.frame);
  }
  stopped(signal);

  // Video layers that mix their own sound: only files that have one.
  const withAudio = new Set<string>();
  const sounding = new Set<string>();
  const window = new Set(plan.window.scenes.map((ws) => ws.scene));
  for (const track of plan.audio) if (track.layer && window.has(track.layer.scene)) sounding.add(track.asset);
  if (plan.output.audio) {
    await Promise.all(
      [...sounding].map(async (asset) => {
        const file = paths[asset];
        if (file && (await hasAudioStream(file, signal))) withAudio.add(asset);
      }),
    );
  }
  stopped(signal);
  return { plan, paths, withAudio };
}

/**
 * Where an ffmpeg failure happened: the scene of the first file its message names (a file
 * it could not read), else the scene at the last frame it reported.
 */
export function locator(plan: MoviePlan, paths: Record<string, string>): (frame: number, stderr: string) => { scene?: number; frame?: number } {
  const uses = assetsOf(plan);
  return (outputFrame, stderr) => {
    for (const [asset, where] of uses) {
      const file = paths[asset];
      if (file && where.scene !== undefined && stderr.includes(file)) return where;
    }
    const frame = Math.min(plan.frames - 1, plan.window.start + outputFrame);
    const scene = [...plan.scenes].reverse().find((s) => s.start <= frame);
    return { frame, ...(scene ? { scene: scene.index } : {}) };
  };
}
