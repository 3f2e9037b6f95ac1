/** How a list-and-detail page divides its width: the rule behind the console's splitter (docs/reference.md §2). */

export interface SplitLimits {
  /** The narrowest the list (left pane) may be. */
  minLeft: number;
  /** The narrowest the detail (right pane) may be: an editor needs room for its tabs and fields. */
  minRight: number;
  /** The splitter's own width. */
  splitter: number;
}

export const SPLIT_LIMITS: SplitLimits = { minLeft: 220, minRight: 420, splitter: 6 };

export type SplitLayout = { mode: 'split'; left: number } | { mode: 'single' };

/**
 * Where the splitter stands in a page `width` pixels wide when the user last put it at
 * `preferred`: clamped so each pane keeps its minimum. A page too narrow for both minimums
 * (a phone, a narrow window) shows one pane at a time. A width of 0 means the page has not
 * been laid out (yet), and the preferred position stands.
 */
export function splitLayout(width: number, preferred: number, limits: SplitLimits = SPLIT_LIMITS): SplitLayout {
  if (!(width > 0)) return { mode: 'split', left: preferred };
  const widest = width - limits.splitter - limits.minRight;
  if (widest < limits.minLeft) return { mode: 'single' };
  return { mode: 'split', left: Math.round(Math.min(Math.max(preferred, limits.minLeft), widest)) };
}

/** The splitter position kept for an area, read from storage: a usable number, or null. */
export function storedSplitter(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const position = Number(value);
  return Number.isFinite(position) && position > 0 ? position : null;
}
