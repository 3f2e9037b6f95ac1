/** The loading flag's bar, or a determinate bar when a value is given. */
export function ProgressBar({ label, value }: { label: string; value?: number }) {
  return (
    <div
      className={value === undefined ? 'rf-progress rf-progress-busy' : 'rf-progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value === undefined ? undefined : Math.round(value)}
    >
      <div className="rf-progress-fill" style={value === undefined ? undefined : { width: `${value}%` }} />
    </div>
  );
}
