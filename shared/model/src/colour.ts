/** Colours of generated media (docs/reference.md §5). */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A #rrggbb colour (alpha 255) or #rrggbbaa; black when empty; null when it is not such a colour. */
export function parseHexColour(value: string | undefined | null): Rgba | null {
  if (value === undefined || value === null || value.trim() === '') return { r: 0, g: 0, b: 0, a: 255 };
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(value.trim());
  if (!match) return null;
  const [, r, g, b, a = 'ff'] = match as unknown as [string, string, string, string, string | undefined];
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16), a: parseInt(a, 16) };
}

/** A colour without transparency (#rrggbb, or #rrggbbaa with aa = ff), for media that has no alpha; else null. */
export function parseOpaqueColour(value: string | undefined | null): Rgba | null {
  const colour = parseHexColour(value);
  return colour && colour.a === 255 ? colour : null;
}

export function toHexColour({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** The generated black base video is named with its width, height and frame count. */
export function baseVideoName(width: number, height: number, frames: number): string {
  return `base_${width}x${height}_${frames}.mp4`;
}

export const BASE_VIDEO_LIMITS = { minSide: 16, maxSide: 4096, maxFrames: 100_000 } as const;

/** Why a base video request cannot be made, or null. Sides must be even for H.264. */
export function baseVideoError(width: number, height: number, frames: number): string | null {
  const { minSide, maxSide, maxFrames } = BASE_VIDEO_LIMITS;
  for (const [label, side] of [
    ['Width', width],
    ['Height', height],
  ] as const) {
    if (!Number.isInteger(side) || side < minSide || side > maxSide)
      return `${label} must be a whole number from ${minSide} to ${maxSide}.`;
    if (side % 2 !== 0) return `${label} must be even.`;
  }
  if (!Number.isInteger(frames) || frames < 1 || frames > maxFrames)
    return `Frame count must be a whole number from 1 to ${maxFrames}.`;
  return null;
}

/** A directory name gets a trailing slash; empty names are ignored (null). */
export function directoryName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}
