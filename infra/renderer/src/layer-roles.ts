import type { MoviePlan, PlannedLayer, PlannedScene, Rect } from './plan-types.js';

/** The box is the movie's whole frame. */
export function isFullFrame(rect: Rect, plan: MoviePlan): boolean {
  return rect.x === 0 && rect.y === 0 && rect.w === plan.width && rect.h === plan.height;
}

/** Always there, whole frame, opaque: the layer can be the scene's picture itself, with nothing beneath. */
export function isBase(layer: PlannedLayer, scene: PlannedScene, plan: MoviePlan): boolean {
  if (
    layer.track ||
    layer.motion ||
    layer.start !== 0 ||
    layer.end !== scene.length ||
    layer.opacity < 1 ||
    layer.fadein ||
    layer.fadeout ||
    !isFullFrame(layer.rect, plan)
  )
    return false;
  if (layer.kind === 'color') return layer.color.alpha >= 1;
  return (layer.kind === 'video' || layer.kind === 'image') && (layer.fit === 'COVER' || layer.fit === 'STRETCH');
}

/** Drawn the same on every frame of the scene, so it can be drawn once on a still scene. */
export function isStill(layer: PlannedLayer, scene: PlannedScene): boolean {
  return (
    layer.kind !== 'video' &&
    !layer.track &&
    !layer.motion &&
    layer.start === 0 &&
    layer.end === scene.length &&
    !layer.fadein &&
    !layer.fadeout
  );
}

/**
 * A base (as isBase says, motion aside) whose keyframes only turn it: drawn as the scene's
 * picture and turned about the frame's centre in place, the background in its corners.
 */
export function turnsInPlace(layer: PlannedLayer, scene: PlannedScene, plan: MoviePlan): boolean {
  const keys = layer.motion?.keys;
  if (!keys || Object.keys(keys).some((property) => property !== 'rotation')) return false;
  return isBase({ ...layer, motion: undefined }, scene, plan);
}
