/**
 * Edits of a movie's working copy: each takes a movie and gives a new one, leaving the
 * given one untouched, so React sees every change and the saved copy stays as it was.
 */
import type { AudioTrack, Layer, LayerKind, Movie, Scene, Transition } from '@reelforge/sdl';

export type MovieEdit = (movie: Movie) => Movie;

/** Where a layer is: scene index, layer index. */
export type LayerAt = [scene: number, layer: number];

export const DEFAULT_SCENE_LENGTH = 100;
/** docs/reference.md §9: default transition duration 12 frames. */
export const DEFAULT_TRANSITION_FRAMES = 12;

function change(movie: Movie, mutate: (copy: Movie) => void): Movie {
  const copy = structuredClone(movie);
  mutate(copy);
  return copy;
}

function move<T>(items: T[], from: number, to: number): void {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return;
  const [item] = items.splice(from, 1);
  items.splice(to, 0, item as T);
}

/** Drops undefined fields and empty objects so an emptied field leaves nothing behind. */
function assignDefined<T extends object>(target: T, patch: Partial<T>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete (target as Record<string, unknown>)[key];
    else (target as Record<string, unknown>)[key] = value;
  }
}

export const addScene = (): MovieEdit => (movie) =>
  change(movie, (copy) => {
    const scenes = (copy.scenes ??= []);
    scenes.push({ name: `Scene ${scenes.length + 1}`, length: DEFAULT_SCENE_LENGTH, layers: [] });
  });

export const removeScene =
  (index: number): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      copy.scenes?.splice(index, 1);
      // The new first scene has no previous one to enter from.
      if (index === 0 && copy.scenes?.[0]) delete copy.scenes[0].transition;
    });

export const moveScene =
  (index: number, by: -1 | 1): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      if (copy.scenes) move(copy.scenes, index, index + by);
    });

export const updateScene =
  (index: number, patch: Partial<Omit<Scene, 'layers' | 'transition'>>): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const scene = copy.scenes?.[index];
      if (scene) assignDefined(scene, patch);
    });

export const updateTransition =
  (index: number, patch: Partial<Transition>): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const scene = copy.scenes?.[index];
      if (!scene || index === 0) return;
      const transition = (scene.transition ??= {});
      if (patch.type && patch.type !== 'NONE' && !transition.duration && patch.duration === undefined)
        transition.duration = DEFAULT_TRANSITION_FRAMES;
      assignDefined(transition, patch);
      if (!transition.type || transition.type === 'NONE') delete scene.transition;
    });

/** A new layer of a kind, lasting its whole scene. */
export function newLayer(kind: LayerKind, count: number): Layer {
  const name = `${{ video: 'Video', image: 'Image', text: 'Text', color: 'Colour' }[kind]} ${count + 1}`;
  switch (kind) {
    case 'video':
      return { name, video: { asset: '' } };
    case 'image':
      return { name, image: { asset: '' } };
    case 'text':
      return { name, text: { text: 'Text', size: 48, color: '#ffffff' } };
    case 'color':
      return { name, color: { color: '#000000' } };
  }
}

export const addLayer =
  (sceneIndex: number, kind: LayerKind): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const scene = copy.scenes?.[sceneIndex];
      if (!scene) return;
      const layers = (scene.layers ??= []);
      layers.push(newLayer(kind, layers.length));
    });

export const removeLayer =
  ([scene, layer]: LayerAt): MovieEdit =>
  (movie) =>
    change(movie, (copy) => void copy.scenes?.[scene]?.layers?.splice(layer, 1));

/** Moves a layer one place; later layers are drawn on top. */
export const moveLayer =
  ([scene, layer]: LayerAt, by: -1 | 1): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const layers = copy.scenes?.[scene]?.layers;
      if (layers) move(layers, layer, layer + by);
    });

type Content = 'video' | 'image' | 'text' | 'color';

/** Changes a layer's own fields (start, duration, opacity, fades, name) or, with `content`, its content's fields. */
export function updateLayer(at: LayerAt, patch: Partial<Omit<Layer, Content>>): MovieEdit;
export function updateLayer<K extends Content>(
  at: LayerAt,
  patch: Partial<NonNullable<Layer[K]>>,
  content: K,
): MovieEdit;
export function updateLayer(at: LayerAt, patch: Record<string, unknown>, content?: Content): MovieEdit {
  return (movie) =>
    change(movie, (copy) => {
      const layer = copy.scenes?.[at[0]]?.layers?.[at[1]];
      if (!layer) return;
      if (!content) assignDefined(layer, patch);
      else assignDefined((layer[content] ??= {}) as Record<string, unknown>, patch);
    });
}

export const addAudioTrack = (): MovieEdit => (movie) =>
  change(movie, (copy) => {
    (copy.audio ??= []).push({ asset: '' });
  });

export const removeAudioTrack =
  (index: number): MovieEdit =>
  (movie) =>
    change(movie, (copy) => void copy.audio?.splice(index, 1));

export const updateAudioTrack =
  (index: number, patch: Partial<AudioTrack>): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const track = copy.audio?.[index];
      if (track) assignDefined(track, patch);
    });
