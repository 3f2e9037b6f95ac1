import type { CSSProperties } from 'react';

/**
 * The place of something on the timeline as CSS variables: `--s` its first frame, `--d` its
 * frames. The timeline's `--z` (pixels per frame) turns them into pixels, so a zoom changes
 * one variable and no element is drawn again.
 */
export const spanStyle = (start: number, frames: number, extra?: CSSProperties): CSSProperties =>
  ({ '--s': start, '--d': Math.max(0, frames), ...extra }) as CSSProperties;
