import { progressFraction, progressText, type ProgressCounts } from '@reelforge/model';

export type { ProgressCounts } from '@reelforge/model';

export interface ProgressProps {
  /** The bar's accessible name: what is in progress ("Uploading logo.png"). */
  label: string;
  /** Percent done (0–100) where the work knows it; omitted (and no counts): an indeterminate bar. */
  value?: number;
  /** Items done, failed and remaining (a batch run, a publish): shown in words, and the bar follows them. */
  counts?: ProgressCounts;
  /** The phase or figure in words ("Processing", "12 of 40 files"); said as the bar's value text. */
  text?: string;
  /** Offers a cancel button beside the bar. */
  onCancel?: () => void;
  /** The cancel button's accessible name (default "Cancel" plus the label). */
  cancelLabel?: string;
  /** The bar alone, without the line of words (the host's loading flag). */
  bare?: boolean;
}

/**
 * The console's one progress display, used by every long task: determinate where the
 * work knows how far it is (a percent, or counts of done/failed/remaining), indeterminate
 * otherwise, with its phase or counts in words and an optional cancel button. A screen
 * reader hears the same words as the bar's value text.
 */
export function Progress({ label, value, counts, text, onCancel, cancelLabel, bare = false }: ProgressProps) {
  const fraction =
    value !== undefined ? Math.min(1, Math.max(0, value / 100)) : counts ? progressFraction(counts) : undefined;
  const words =
    text ?? (counts ? progressText(counts) : fraction !== undefined ? `${Math.round(fraction * 100)}%` : undefined);
  const bar = (
    <div
      className={fraction === undefined ? 'rf-progress rf-progress-busy' : 'rf-progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={fraction === undefined ? undefined : Math.round(fraction * 100)}
      aria-valuetext={words}
    >
      <div className="rf-progress-fill" style={fraction === undefined ? undefined : { width: `${fraction * 100}%` }} />
    </div>
  );
  if (bare) return bar;
  return (
    <div className="rf-progress-line">
      {bar}
      {words !== undefined && (
        <span className="rf-progress-text" aria-hidden="true">
          {words}
        </span>
      )}
      {onCancel && (
        <button
          type="button"
          className="rf-progress-cancel"
          aria-label={cancelLabel ?? `Cancel ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
          onClick={onCancel}
        >
          Cancel
        </button>
      )}
    </div>
  );
}
