import { parseHexColour } from '@reelforge/model';

/** A colour as ffmpeg options take it: `0xrrggbb` and an opacity from 0 to 1. */
export interface Colour {
  hex: string;
  alpha: number;
}

/**
 * `#rrggbb` or `#rrggbbaa` (the scene description allows an alpha byte, which
 * `parseHexColour` of shared/model does not read), or `fallback` when empty; null when the
 * text is not such a colour.
 */
export function parseColour(value: string | undefined, fallback: Colour): Colour | null {
  const text = value?.trim() ?? '';
  if (!text) return fallback;
  const withAlpha = /^(#[0-9a-f]{6})([0-9a-f]{2})$/i.exec(text);
  const rgb = parseHexColour(withAlpha ? withAlpha[1] : text);
  if (!rgb) return null;
  const hex = `0x${[rgb.r, rgb.g, rgb.b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
  const alpha = withAlpha ? parseInt(withAlpha[2]!, 16) / 255 : 1;
  return { hex, alpha };
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
