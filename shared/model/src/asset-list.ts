/** Asset list constants and rules (docs/reference.md §9). */

export const ASSET_LIST_INITIAL = 200;
export const ASSET_LIST_STEP = 20;
export const SCROLL_TRIGGER_OFFSET = 200;
/** A kind with more items than this starts with thumbnails off. */
export const THUMBNAILS_OFF_ABOVE = 100;
export const THUMBNAIL_LANES = 2;
export const THUMBNAIL_WIDTH = 128;
export const POSTER_WIDTH = 640;
export const POSTER_FRAME = 10;
export const PREVIEW_FRAME = 0;
export const FONT_GLYPHS_PER_PAGE = 100;
export const ASSETS_PER_PAGE = 10_000;
export const MOVIES_PER_PAGE = 1_000;

/** How many items to show after scrolling: the next step once the end is within the trigger offset. */
export function nextShownCount(shown: number, total: number, distanceToEnd: number): number {
  if (distanceToEnd > SCROLL_TRIGGER_OFFSET || shown >= total) return Math.min(shown, total);
  return Math.min(total, shown + ASSET_LIST_STEP);
}

export function initialShownCount(total: number): number {
  return Math.min(total, ASSET_LIST_INITIAL);
}

export function thumbnailsOnByDefault(count: number): boolean {
  return count <= THUMBNAILS_OFF_ABOVE;
}

export const THUMBNAIL_WIDTHS = [64, 128, 256, 320, 640, 1280] as const;

/** The thumbnail file name of an asset: {name}-w={width}.{jpg|png}. */
export function thumbnailFileName(name: string, width: number = THUMBNAIL_WIDTH, ext: 'jpg' | 'png' = 'jpg'): string {
  return `${name}-w=${width}.${ext}`;
}

/** Reads {name}-w={width}.{jpg|png} back; null when it is not such a name or the width is not offered. */
export function parseThumbnailFileName(file: string): { name: string; width: number; ext: 'jpg' | 'png' } | null {
  const match = /^(.+)-w=(\d{1,5})\.(jpg|png)$/.exec(file) ?? /^(.+)\.(jpg|png)$/.exec(file);
  if (!match) return null;
  if (match.length === 3) return { name: match[1] as string, width: THUMBNAIL_WIDTH, ext: match[2] as 'jpg' | 'png' };
  const width = Number(match[2]);
  if (!(THUMBNAIL_WIDTHS as readonly number[]).includes(width)) return null;
  return { name: match[1] as string, width, ext: match[3] as 'jpg' | 'png' };
}
