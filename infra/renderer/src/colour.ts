import { parseHexColour, toHexColour } from '@reelforge/model';

/** A colour as ffmpeg options take it: `0xrrggbb` and an opacity from 0 to 1. */
export interface Colour {
  hex: string;
  alpha: number;
}

/** `#rrggbb` or `#rrggbbaa`, or `fallback` when empty; null when the text is not such a colour. */
export function parseColour(value: string | undefined, fallback: Colour): Colour | null {
  if (!value?.trim()) return fallback;
  const rgba = parseHexColour(value);
  if (!rgba) return null;
  return { hex: `0x${toHexColour(rgba).slice(1)}`, alpha: rgba.a / 255 };
}

export const BLACK: Colour = { hex: '0x000000', alpha: 1 };
export const WHITE: Colour = { hex: '0xffffff', alpha: 1 };

/** `0xrrggbb` or `0xrrggbb@0.5` for ffmpeg's colour options. */
export function ffmpegColour({ hex, alpha }: Colour): string {
  return alpha >= 1 ? hex : `${hex}@${num(alpha)}`;
}

/** A number for a filter argument: at most 6 decimals, no trailing zeros. */
export function num(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
