/** The structure as the console can tell it from the movie alone, for when the media host cannot be asked. */
import type { MovieStructure } from '@reelforge/api';
import { movieFrameCount, parseFrameRate, sceneStarts, transitionOverlap } from '@reelforge/model';
import { layerKind, type Layer, type Movie } from '@reelforge/sdl';

function boundFields(layer: Layer): string[] {
  const kind = layerKind(layer);
  const maps = [layer.bindings, kind ? layer[kind]?.bindings : undefined];
  return maps.flatMap((map) => Object.entries(map ?? {}).map(([field, key]) => `${field}=${key}`));
}

export function localStructure(movie: Movie): MovieStructure {
  const vparams = movie.params?.vparams ?? {};
  const framerate = parseFrameRate(vparams.videoframerate) ?? { num: 25, den: 1 };
  const scenes = movie.scenes ?? [];
  const starts = sceneStarts(scenes);
  const frames = movieFrameCount(scenes);
  return {
    width: vparams.width ?? 0,
    height: vparams.height ?? 0,
    framerate,
    frames,
    duration: frames / (framerate.num / framerate.den),
    scenes: scenes.map((scene, index) => {
      const length = scene.length ?? 0;
      const overlap = transitionOverlap(scene, index);
      return {
        name: scene.name || `Scene ${index + 1}`,
        start: starts[index] ?? 0,
        length,
        layers: (scene.layers ?? []).map((layer, at) => {
          const start = layer.start ?? 0;
          return {
            name: layer.name || `Layer ${at + 1}`,
            kind: layerKind(layer) ?? 'empty',
            start,
            end: layer.duration ? Math.min(length, start + layer.duration) : length,
            bound: boundFields(layer),
          };
        }),
        ...(overlap ? { transition: { type: scene.transition?.type ?? 'NONE', frames: overlap } } : {}),
      };
    }),
    audio: (movie.audio ?? []).map((track) => ({
      asset: track.asset ?? '',
      start: track.offset ?? 0,
      end: track.duration ? (track.offset ?? 0) + track.duration : frames,
    })),
    variables: (movie.variables ?? []).map((v) => ({
      key: v.key ?? '',
      type: v.type ?? 'MAP',
      valuetype: v.valuetype || 'string',
    })),
  };
}
