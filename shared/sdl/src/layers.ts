import type { Layer } from './generated/movie-types.js';

/** The bindings of a message: a field name of that message -> the key of the variable that supplies it. */
export type Bindings = NonNullable<Layer['bindings']>;

/** Which kind of content a layer has: the member of its `content` oneof that is set. */
export type LayerKind = 'video' | 'image' | 'text' | 'color';
export function layerKind(layer: Layer): LayerKind | undefined {
  return layer.video ? 'video' : layer.image ? 'image' : layer.text ? 'text' : layer.color ? 'color' : undefined;
}
