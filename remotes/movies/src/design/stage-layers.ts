/** What the stage draws of a scene's layers: each visual layer's box at the frame, name, kind and badge. */
import {
  animatedBox,
  keyframesPlace,
  layerSpan,
  trackedBox,
  type Box,
  type FrameSize,
  type TrackPoint,
} from '@reelforge/model';
import { layerKind, type Layer, type LayerKind, type Scene } from '@reelforge/sdl';

export interface StageLayer {
  index: number;
  name: string;
  kind: LayerKind | undefined;
  /** Movie pixels, where its keyframes put it at the frame. */
  box: Box;
  /** Degrees clockwise about the box's centre at the frame. */
  rotation: number;
  /** The layer-local frame the stage shows, kept inside the layer (where a move records a keyframe). */
  frame: number;
  /** Whether keyframes place it: a move or resize then sets a keyframe at the playhead. */
  keyed: boolean;
  /** Whether the layer shows at the playhead. */
  visible: boolean;
  /** The variable a field of the layer is bound to, if any. */
  badge?: string;
  /** Whether the layer follows a motion-tracking version (its place moves by itself). */
  tracked: boolean;
}

/** The key of the first variable a layer (or its content) is bound to. */
export function boundVariable(layer: Layer): string | undefined {
  const kind = layerKind(layer);
  const content = kind ? (layer[kind] as { bindings?: Record<string, string> } | undefined) : undefined;
  const keys = [...Object.values(layer.bindings ?? {}), ...Object.values(content?.bindings ?? {})];
  return keys.find(Boolean);
}

/** The stage's layers of a scene at a scene-local frame, in drawing order (the last on top). */
export function stageLayers(
  scene: Scene | undefined,
  localFrame: number,
  size: FrameSize,
  /** The points of a tracking version, when they have been read. */
  pointsOf: (video: string, version: string) => readonly TrackPoint[] | undefined = () => undefined,
): StageLayer[] {
  if (!scene) return [];
  const length = scene.length ?? 0;
  return (scene.layers ?? []).map((layer, index) => {
    const span = layerSpan(layer, length);
    const badge = boundVariable(layer);
    const frame = Math.max(0, Math.min(span.end - span.start - 1, localFrame - span.start));
    const moved = animatedBox(layer.position, layer.keyframes, frame, size);
    const tracking = layer.tracking;
    const points = tracking?.video && tracking.version ? pointsOf(tracking.video, tracking.version) : undefined;
    const box = tracking && points ? trackedBox(moved.box, tracking, points, localFrame, size) : moved.box;
    const rotation = moved.rotation;
    return {
      index,
      name: layer.name || `Layer ${index + 1}`,
      kind: layerKind(layer),
      box,
      rotation,
      frame,
      keyed: keyframesPlace(layer.keyframes),
      visible: localFrame >= span.start && localFrame < span.end,
      ...(badge ? { badge } : {}),
      tracked: Boolean(layer.tracking),
    };
  });
}
