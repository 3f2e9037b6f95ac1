import { jobToSave } from '../jobs/job-list.js';
import type { JobTabProps } from './tab-props.js';

/** The job as jobs.json holds it (local hosts only). */
export function DebugTab({ job }: JobTabProps) {
  return (
    <section aria-label="Debug">
      <pre aria-label="Job JSON" className="rf-batch-debug">
        {JSON.stringify(jobToSave(job), null, 2)}
      </pre>
    </section>
  );
}
