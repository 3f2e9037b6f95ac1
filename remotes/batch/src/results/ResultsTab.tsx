import { useState } from 'react';
import { useApi } from '@reelforge/session';
import type { JobTabProps } from '../editor/tab-props.js';
import { ResultDialog } from './ResultDialog.js';
import type { RunsState } from './useRuns.js';

const when = (date: string | undefined) => (date ? new Date(date).toLocaleString() : '');

/** The job's runs; each opens its result dialog. */
export function ResultsTab({ project, runs }: JobTabProps & { runs: RunsState }) {
  const client = useApi().batch(project.region);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="rf-batch-form" aria-label="Results">
      {runs.error && <p role="alert">The runs could not be listed: {runs.error}</p>}
      {runs.runs === null && !runs.error && <p>Reading the runs…</p>}
      {runs.runs?.length === 0 && <p className="rf-empty">This job has not run yet.</p>}
      {runs.runs && runs.runs.length > 0 && (
        <ul className="rf-batch-runs" aria-label="Runs">
          {runs.runs.map((run) => (
            <li key={run.runid}>
              <button type="button" aria-label={`Show results of ${run.runid}`} onClick={() => setOpen(run.runid)}>
                <strong>{run.runid}</strong>
                <span>{run.state}</span>
                <span>{`${run.done} of ${run.total} done${run.failed ? `, ${run.failed} failed` : ''}`}</span>
                <span>{[when(run.start), when(run.end)].filter(Boolean).join(' – ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ResultDialog
          client={client}
          runid={open}
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
