import { layerKind, type Layer } from '@reelforge/sdl';
import type { MovieStructure } from './api.js';
import { planMovie } from './plan.js';
import { checkedMovie } from './prepare.js';
import { resolveVariables } from './variables.js';

function boundFields(layer: Layer): string[] {
  const kind = layerKind(layer);
  const content = kind ? layer[kind] : undefined;
  return [...new Set([...Object.keys(layer.bindings ?? {}), ...Object.keys(content?.bindings ?? {})])].sort();
}

/**
 * What a movie is made of, for the console's overview and the media host's `structure`:
 * its timeline (after variables, since a binding may set a length), every layer with the
 * fields bound to variables, the sound and the variables. Datasources are not read: their
 * variables take their default values here. Throws an input RenderError for a movie that
 * cannot be rendered.
 */
export function movieStructure(movie: unknown, params: Record<string, string> = {}): MovieStructure {
  const checked = checkedMovie(movie);
  const bound = resolveVariables(checked, { params, withoutDatasources: true }).movie;
  const plan = planMovie(bound, { target: 'mp4' });
  return {
    width: plan.width,
    height: plan.height,
    framerate: plan.rate,
    frames: plan.frames,
    duration: (plan.frames * plan.rate.den) / plan.rate.num,
    scenes: plan.scenes.map((scene, s) => {
      const source = checked.scenes?.[s] ?? {};
      const layers = (bound.scenes?.[s]?.layers ?? []).map((layer, l) => {
        const start = Math.min(scene.length, layer.start ?? 0);
        const end = layer.duration ? Math.min(scene.length, start + layer.duration) : scene.length;
        const original = source.layers?.[l] ?? {};
        return {
          name: layer.name ?? '',
          kind: layerKind(layer) ?? 'empty',
          start: scene.start + start,
          end: scene.start + end,
          bound: boundFields(original),
        };
      });
      return {
        name: scene.name,
        start: scene.start,
        length: scene.length,
        layers,
        ...(scene.transition ? { transition: { type: scene.transition.type, frames: scene.transition.frames } } : {}),
      };
    }),
    audio: plan.audio.map((track) => ({ asset: track.asset, start: track.at, end: track.at + track.frames })),
    variables: (checked.variables ?? []).map((variable) => ({
      key: variable.key ?? '',
      type: variable.type ?? 'MAP',
      valuetype: variable.valuetype || 'string',
    })),
  };
}
