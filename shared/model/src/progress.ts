/**
 * Progress of long work in figures (docs/reference.md §4): what the console's progress
 * display shows for a batch run, a publish or a base video, from what the server reports.
 */

/** Items of a piece of work by outcome: done (succeeded), failed, and not finished yet. */
export interface ProgressCounts {
  done: number;
  failed: number;
  remaining: number;
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The share of the items that have ended (done or failed), 0 to 1; 0 when there are none yet. */
export function progressFraction(counts: ProgressCounts): number {
  const ended = count(counts.done) + count(counts.failed);
  const all = ended + count(counts.remaining);
  return all === 0 ? 0 : ended / all;
}

/** The counts in words: "3 done, 1 failed, 6 remaining". */
export function progressText(counts: ProgressCounts): string {
  return `${count(counts.done)} done, ${count(counts.failed)} failed, ${count(counts.remaining)} remaining`;
}

/** Items ended of a known total in words ("12 of 40 files"), the phase alone when the total is not known yet. */
export function stepText(done: number, total: number | undefined, unit: string, phase: string): string {
  return total === undefined || total <= 0
    ? phase
    : `${phase}: ${Math.min(count(done), count(total))} of ${count(total)} ${unit}`;
}

/** Percent of `done` of `total`, 0 to 100; undefined when the total is not known (an indeterminate bar). */
export function stepPercent(done: number, total: number | undefined): number | undefined {
  if (total === undefined || total <= 0) return undefined;
  return Math.min(100, (count(done) / count(total)) * 100);
}
