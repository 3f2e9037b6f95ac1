import { meanColour, type Picture } from './media.js';

/** The bounds (inclusive) of the red pixels of a picture (red over black), or undefined when there are none. */
export function redBounds(picture: Picture): { left: number; top: number; right: number; bottom: number } | undefined {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      const i = (y * picture.width + x) * 3;
      if (picture.rgb[i]! > 128 && picture.rgb[i + 1]! < 100 && picture.rgb[i + 2]! < 100) {
        left = Math.min(left, x);
        top = Math.min(top, y);
        right = Math.max(right, x);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return right < 0 ? undefined : { left, top, right, bottom };
}

/** Whether the 3x3 pixels around (x, y) are red, or black. */
export function isRed(picture: Picture, x: number, y: number): boolean {
  const { r, g, b } = meanColour(picture, { x: Math.round(x) - 1, y: Math.round(y) - 1, w: 3, h: 3 });
  return r > 180 && g + b < 80;
}
export function isBlack(picture: Picture, x: number, y: number): boolean {
  const { r, g, b } = meanColour(picture, { x: Math.round(x) - 1, y: Math.round(y) - 1, w: 3, h: 3 });
  return r + g + b < 40;
}
