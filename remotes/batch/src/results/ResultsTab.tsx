import { useState } from 'react';
import { useApi } from '@reelforge/session';
import { regionLabel } from '@reelforge/model';
import type { JobTabProps } from '../editor/tab-props.js';
import { ResultDialog } from './ResultDialog.js';
import type { RegionRun } from './run-regions.js';
import type { RunsState } from './useRuns.js';

const when = (date: string | null | undefined) => (date ? new Date(date).toLocaleString() : '');

/** The job's runs in every region it may render in; each opens its result dialog, read from the run's region. */
export function ResultsTab({ runs }: JobTabProps & { runs: RunsState }) {
  const api = useApi();
  const [open, setOpen] = useState<RegionRun | null>(null);
  // The region is worth saying only when the runs may come from more than one.
  const regionOf = (run: RegionRun) => (runs.regions.length > 1 ? run.region : undefined);
  return (
    <section className="rf-batch-form" aria-label="Results">
      {runs.errors.map(({ region, message }) => (
        <p key={region} role="alert">{`The runs in ${regionLabel(region)} could not be listed: ${message}`}</p>
      ))}
      {runs.runs === null && runs.errors.length === 0 && <p>Reading the runs…</p>}
      {runs.runs?.length === 0 && <p className="rf-empty">This job has not run yet.</p>}
      {runs.runs && runs.runs.length > 0 && (
        <ul className="rf-batch-runs" aria-label="Runs">
          {runs.runs.map((run) => (
            <li key={`${run.region}/${run.runid}`}>
              <button
                type="button"
                aria-label={`Show results of ${run.runid}${regionOf(run) ? ` in ${run.region}` : ''}`}
                onClick={() => setOpen(run)}
              >
                <strong>{run.runid}</strong>
                <span>{regionOf(run) ? `${run.state} in ${run.region}` : run.state}</span>
                <span>{`${run.done} of ${run.total} done${run.failed ? `, ${run.failed} failed` : ''}`}</span>
                <span>{[when(run.start), when(run.end)].filter(Boolean).join(' – ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ResultDialog
          client={api.batch(open.region)}
          runid={open.runid}
          region={regionOf(open)}
          ranIn={open.region}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            runs.reload();
          }}
        />
      )}
    </section>
  );
}
