/**
 * What the timeline draws of a long movie: the bars and scenes that meet the part of it in view
 * or a quarter of a view's width either side, so a scroll or a zoom lays out those, not every one. The
 * one dragged and the one with the focus are drawn wherever they are.
 */
export interface DrawnFrames {
  from: number;
  to: number;
}

/** The frames drawn for a view (pixels) at a zoom (pixels per frame); a box not measured yet (no width) draws all. */
export function drawnFrames(view: { left: number; width: number }, zoom: number): DrawnFrames {
  if (!(view.width > 0) || !(zoom > 0)) return { from: -Infinity, to: Infinity };
  return { from: (view.left - view.width / 4) / zoom, to: (view.left + 1.25 * view.width) / zoom };
}

/** Whether something from `start` to `end` meets the drawn frames. */
export const isDrawn = (span: { start: number; end: number }, drawn: DrawnFrames): boolean =>
  span.end >= drawn.from && span.start <= drawn.to;

/** The key a scene is held by (bars are held by their own keys). */
export const sceneKey = (index: number) => `scene:${index}`;

/** The key of a bar's or a scene's button (its `data-key` or `data-index`), for keeping it drawn while focused. */
export function heldKeyOf(element: HTMLElement): string | null {
  const { key, index } = element.dataset;
  return key ?? (index === undefined ? null : sceneKey(Number(index)));
}

/** The bars and scenes drawn: those meeting `drawn`, and those `held` wherever they are. */
export function drawnParts<
  B extends { key: string; start: number; end: number },
  S extends { index: number; start: number; length: number },
>(bars: readonly B[], scenes: readonly S[], drawn: DrawnFrames, held: ReadonlySet<string | null>) {
  return {
    bars: bars.filter((bar) => isDrawn(bar, drawn) || held.has(bar.key)),
    scenes: scenes.filter(
      (scene) =>
        isDrawn({ start: scene.start, end: scene.start + scene.length }, drawn) || held.has(sceneKey(scene.index)),
    ),
  };
}
