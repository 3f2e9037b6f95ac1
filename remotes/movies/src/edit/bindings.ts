/**
 * Binding a field to a variable: the holder of the field gets `bindings[field] = key`, and
 * the variable is created when the movie has none of that key, starting with the field's
 * current value so the movie renders as before.
 */
import type { Bindings, Movie } from '@reelforge/sdl';
import type { LayerAt, MovieEdit } from './movie-edit.js';

export type BindTarget =
  | { layer: LayerAt; content: 'text'; field: 'text' }
  | { layer: LayerAt; content: 'video' | 'image'; field: 'asset' }
  | { audio: number; field: 'asset' };

type Holder = { bindings?: Bindings } & Record<string, unknown>;

function holderOf(movie: Movie, target: BindTarget): Holder | undefined {
  if ('audio' in target) return movie.audio?.[target.audio] as Holder | undefined;
  const [scene, layer] = target.layer;
  return movie.scenes?.[scene]?.layers?.[layer]?.[target.content] as Holder | undefined;
}

/** The key of the variable the field is bound to, if any. */
export function boundKey(movie: Movie, target: BindTarget): string | undefined {
  return holderOf(movie, target)?.bindings?.[target.field];
}

/** Binds the field to a variable (creating it if needed), or unbinds it with null. */
export const bindField =
  (target: BindTarget, key: string | null): MovieEdit =>
  (movie) => {
    const copy = structuredClone(movie);
    const holder = holderOf(copy, target);
    if (!holder) return movie;
    if (key === null) {
      if (holder.bindings) delete holder.bindings[target.field];
      if (holder.bindings && Object.keys(holder.bindings).length === 0) delete holder.bindings;
      return copy;
    }
    holder.bindings = { ...holder.bindings, [target.field]: key };
    const variables = (copy.variables ??= []);
    if (!variables.some((variable) => variable.key === key)) {
      const current = typeof holder[target.field] === 'string' ? (holder[target.field] as string) : '';
      variables.push({ key, type: 'MAP', valuetype: 'string', value: current, defaultvalue: current });
    }
    return copy;
  };

/** Every bindings map in the movie. */
export function allBindings(movie: Movie): Bindings[] {
  const maps: (Bindings | undefined)[] = [];
  for (const scene of movie.scenes ?? []) {
    maps.push(scene.bindings);
    for (const layer of scene.layers ?? []) {
      maps.push(
        layer.bindings,
        layer.video?.bindings,
        layer.image?.bindings,
        layer.text?.bindings,
        layer.color?.bindings,
      );
    }
  }
  for (const track of movie.audio ?? []) maps.push(track.bindings);
  return maps.filter((map): map is Bindings => Boolean(map));
}

/** Points every binding of one key at another (null: drops those bindings). Mutates the given copy. */
export function rebind(copy: Movie, from: string, to: string | null): void {
  for (const bindings of allBindings(copy)) {
    for (const [field, key] of Object.entries(bindings)) {
      if (key !== from) continue;
      if (to === null) delete bindings[field];
      else bindings[field] = to;
    }
  }
}
