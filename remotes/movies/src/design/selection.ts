/**
 * What is selected in the Design tab: layers of one scene, or the scene itself (no layers),
 * or nothing.
 */
export type Selection = { scene: number; layers: readonly number[] } | null;

/** A selection after picking layers on the stage: replacing it, or with `additive` toggling each in it. */
export function pickLayers(
  selection: Selection,
  scene: number,
  picked: readonly number[],
  additive: boolean,
): Selection {
  if (!additive || selection?.scene !== scene) return picked.length ? { scene, layers: [...picked] } : null;
  const layers = new Set(selection.layers);
  for (const index of picked) {
    if (layers.has(index)) layers.delete(index);
    else layers.add(index);
  }
  return { scene, layers: [...layers].sort((a, b) => a - b) };
}

/** The layers selected in `scene` (none when the selection is in another scene). */
export const selectedIn = (selection: Selection, scene: number): readonly number[] =>
  selection?.scene === scene ? selection.layers : [];

/** A keyframe of a layer: its scene, its layer and its place in the layer's keyframes. */
export interface KeyframeAt {
  scene: number;
  layer: number;
  index: number;
}
