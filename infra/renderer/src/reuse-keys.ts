import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { MoviePlan } from './plan-types.js';

/** Bumped whenever what a key stands for changes (the way segments are made). */
const KEY_VERSION = 1;

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** A file as a key sees it: its path, size and time of change (a replaced file makes new segments). */
async function fileMark(file: string): Promise<[string, number, number]> {
  const s = await stat(file).catch(() => undefined);
  return [file, s?.size ?? -1, s?.mtimeMs ?? -1];
}

/** The movie as stored (bindings and all): part of every key, so two templates never share a file. */
export function movieHash(movie: unknown): string {
  return digest(movie);
}

/**
 * The key of a range's picture (a plan of that range, see planRange): everything drawn in
 * it and nothing else. The scenes the range renders, with only the layers visible in it
 * (a varying layer outside the range does not change its key), their files as they are on
 * disk, the size, rate and video encoder settings (`encoder`: the arguments added to the
 * plan's own). Two rows with the same key draw the same pixels.
 */
export async function rangeKey(
  movie: string,
  plan: MoviePlan,
  paths: Record<string, string>,
  defaultFont: string,
  encoder: readonly string[],
): Promise<string> {
  const { window } = plan;
  const scenes = window.scenes.map((ws) => {
    const scene = plan.scenes[ws.scene]!;
    const from = scene.start + ws.from;
    const to = scene.start + ws.to;
    const layers = scene.layers.filter((layer) => scene.start + layer.start < to && scene.start + layer.end > from);
    return { ws, scene: { ...scene, layers } };
  });
  const assets = new Set<string>();
  for (const { scene } of scenes) {
    for (const layer of scene.layers) {
      if (layer.kind === 'video' || layer.kind === 'image') assets.add(layer.asset);
      if (layer.kind === 'text' && layer.font) assets.add(layer.font);
    }
  }
  const files = await Promise.all(
    [...[...assets].sort().map((name) => paths[name] ?? `missing:${name}`), defaultFont].map(fileMark),
  );
  return digest({
    v: KEY_VERSION,
    part: 'video',
    movie,
    size: [plan.width, plan.height],
    rate: plan.rate,
    video: plan.output.video,
    encoder,
    window: { start: window.start, end: window.end, renderStart: window.renderStart, renderEnd: window.renderEnd },
    scenes,
    files,
  });
}

/**
 * The key of the whole movie's sound: its tracks, the sound of the video layers mixed, their files
 * and the audio encoder.
 */
export async function soundKey(
  movie: string,
  plan: MoviePlan,
  paths: Record<string, string>,
  withAudio: ReadonlySet<string>,
): Promise<string> {
  const tracks = plan.audio.filter((track) => !track.layer || withAudio.has(track.asset));
  const files = await Promise.all(
    [...new Set(tracks.map((t) => paths[t.asset] ?? `missing:${t.asset}`))].sort().map(fileMark),
  );
  return digest({
    v: KEY_VERSION,
    part: 'sound',
    movie,
    rate: plan.rate,
    frames: plan.frames,
    window: [plan.window.start, plan.window.end],
    audio: plan.output.audio,
    tracks,
    files,
  });
}
