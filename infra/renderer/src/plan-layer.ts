import type { Layer, LayerTracking, Scene } from '@reelforge/sdl';
import { RenderError } from './api.js';
import { BLACK, parseColour, WHITE, type Colour } from './colour.js';
import { planMotion } from './motion-plan.js';
import type { PlannedLayer, PlannedTrack } from './plan-types.js';

/** The longest text a layer draws, in characters (far beyond a screenful: drawtext lays out all of it). */
export const MAX_TEXT_LENGTH = 1_000_000;

/** How a message names a scene: its number from 1, and its name if it has one. */
export function sceneLabel(scene: Scene, index: number): string {
  return scene.name ? `Scene ${index + 1} "${scene.name}"` : `Scene ${index + 1}`;
}

export function colourOf(value: string | undefined, fallback: Colour, where: string, scene?: number): Colour {
  const colour = parseColour(value, fallback);
  if (!colour) throw new RenderError(`${where}: "${value}" is not a colour (#rrggbb or #rrggbbaa).`, 'input', scene);
  return colour;
}

/** A layer's tracking: which version it follows and how (its points are read later, by prepareRender). */
function planTrack(
  tracking: LayerTracking,
  where: string,
  scene: number,
  size: { width: number; height: number },
): PlannedTrack {
  if (!tracking.video)
    throw new RenderError(`${where} follows a tracking version but names no tracked video.`, 'input', scene);
  if (!tracking.version)
    throw new RenderError(
      `${where} follows the video "${tracking.video}" but names no tracking version.`,
      'input',
      scene,
    );
  const a = tracking.area ?? {};
  return {
    video: tracking.video,
    version: tracking.version,
    offset: tracking.offset ?? 0,
    area: { x: a.x ?? 0, y: a.y ?? 0, w: a.w || size.width, h: a.h || size.height },
    align: tracking.align ?? 'CENTER',
    valign: tracking.valign ?? 'MIDDLE',
    dx: tracking.dx ?? 0,
    dy: tracking.dy ?? 0,
    points: [],
  };
}
export function planLayer(
  layer: Layer,
  index: number,
  scene: Scene,
  sceneIndex: number,
  size: { width: number; height: number },
): PlannedLayer | undefined {
  const length = scene.length ?? 0;
  const where = `${sceneLabel(scene, sceneIndex)}, layer ${index + 1}${layer.name ? ` "${layer.name}"` : ''}`;
  const start = layer.start ?? 0;
  const end = layer.duration ? Math.min(length, start + layer.duration) : length;
  if (start >= end) return undefined;
  const p = layer.position ?? {};
  const frames = end - start;
  const base = {
    index,
    name: layer.name ?? '',
    start,
    end,
    rect: { x: p.x ?? 0, y: p.y ?? 0, w: p.w || size.width, h: p.h || size.height },
    fit: layer.fit ?? 'COVER',
    opacity: Math.min(1, Math.max(0, layer.opacity ?? 1)),
    fadein: Math.min(frames, layer.fadein ?? 0),
    fadeout: Math.min(frames, layer.fadeout ?? 0),
    ...(layer.tracking ? { track: planTrack(layer.tracking, where, sceneIndex, size) } : {}),
  };
  const motion = planMotion(layer.keyframes, layer.text?.revealunit, base.rect, size, {
    where,
    scene: sceneIndex,
  });
  if (motion) Object.assign(base, { motion });
  const needAsset = (asset: string | undefined) => {
    if (!asset) throw new RenderError(`${where} has no asset.`, 'input', sceneIndex);
    return asset;
  };
  if (layer.video) {
    const v = layer.video;
    return {
      ...base,
      kind: 'video',
      asset: needAsset(v.asset),
      offset: v.offset ?? 0,
      loop: v.loop ?? false,
      audio: v.audio ?? false,
      volume: Math.max(0, v.volume ?? 1),
    };
  }
  if (layer.image) return { ...base, kind: 'image', asset: needAsset(layer.image.asset) };
  if (layer.color)
    return { ...base, kind: 'color', color: colourOf(layer.color.color, BLACK, `${where}, colour`, sceneIndex) };
  if (layer.text) {
    const t = layer.text;
    if (!t.text) return undefined; // nothing to draw
    if (t.text.includes('\u0000'))
      throw new RenderError(
        `${where}: the text holds a NUL character (\\u0000), which cannot be drawn.`,
        'input',
        sceneIndex,
      );
    if (t.text.length > MAX_TEXT_LENGTH)
      throw new RenderError(
        `${where}: the text has ${t.text.length} characters, more than the limit of ${MAX_TEXT_LENGTH}.`,
        'input',
        sceneIndex,
      );
    return {
      ...base,
      kind: 'text',
      text: t.text,
      font: t.font ?? '',
      // An unset size reads well at any frame size: a fifteenth of the height.
      size: t.size || Math.max(8, Math.round(size.height / 15)),
      color: colourOf(t.color, WHITE, `${where}, text colour`, sceneIndex),
      align: t.align ?? 'CENTER',
      valign: t.valign ?? 'MIDDLE',
      ...(t.box ? { box: colourOf(t.box, BLACK, `${where}, box colour`, sceneIndex) } : {}),
      boxpadding: t.boxpadding ?? 0,
    };
  }
  return undefined; // a layer without content draws nothing
}
