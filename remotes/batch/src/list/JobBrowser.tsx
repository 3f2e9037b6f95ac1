import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@reelforge/router';
import { needsNewJobId, newBatchJob, type Project } from '@reelforge/model';
import { DeleteDialog, ErrorPanel, SplitPane } from '@reelforge/ui';
import { ListBody, useSelection } from '@reelforge/ui/lists';
import { JobEditor } from '../editor/JobEditor.js';
import { newUuid } from '../ids.js';
import { findJob, jobPathId } from '../jobs/job-list.js';
import type { JobsStore } from '../jobs/jobs-store.js';
import { useJobs } from '../jobs/useJobs.js';
import type { JobRunner } from '../run/job-runner.js';
import { JobRow } from './JobRow.js';
import { JobToolbar } from './JobToolbar.js';

const ROW_HEIGHT = 44;
const DELETE_WARNING =
  'These jobs will be deleted. Running ones are stopped first; their runs’ results stay on the render host.';

/** The project's batch jobs on the left (new, delete), the open job on the right. */
export function JobBrowser({ project, store, runner }: { project: Project; store: JobsStore; runner: JobRunner }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { jobs, loadError, saveError } = useJobs(store);
  const { selection, toggle, clear } = useSelection();
  const [deleting, setDeleting] = useState(false);
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/batch`;
  const back = { backTo: base, backLabel: 'Back to batch jobs' };
  const hrefOf = (pathId: string) => `${base}/${encodeURIComponent(pathId)}`;
  const all = jobs ?? [];
  const open = findJob(all, id);

  // Opening a job whose id is too short gives it a new uuid, saved at once.
  useEffect(() => {
    if (!open || !needsNewJobId(open.job.id)) return;
    const fresh = newUuid();
    store.patchAt(open.index, { id: fresh });
    void store.flush().catch(() => {});
    navigate(hrefOf(fresh), { replace: true });
  }, [open?.job.id, open?.index]);

  const selected = all.flatMap((job, index) =>
    selection.has(jobPathId(job, index)) ? [{ job, key: jobPathId(job, index) }] : [],
  );

  const create = async () => {
    const job = newBatchJob(all, newUuid());
    store.add(job);
    navigate(hrefOf(job.id));
    await store.flush().catch(() => {});
  };

  const left = (
    <div className="rf-batch-list">
      <JobToolbar
        onNew={() => void create()}
        canCreate={jobs !== null}
        selectedCount={selected.length}
        onDelete={() => setDeleting(true)}
      />
      <ListBody
        problems={[
          loadError && `The jobs could not be read: ${loadError}`,
          saveError && `The jobs could not be saved: ${saveError}`,
        ]}
        empty={jobs && jobs.length === 0 ? 'No batch jobs yet. Create one with New job.' : null}
        items={all.map((job, index) => ({ job, key: jobPathId(job, index) }))}
        rowHeight={ROW_HEIGHT}
        getKey={(item) => item.key}
        label="Jobs"
        renderRow={({ job, key }) => (
          <JobRow
            job={job}
            href={hrefOf(key)}
            current={key === id}
            selected={selection.has(key)}
            onToggle={() => toggle(key)}
          />
        )}
      />
    </div>
  );

  const right =
    open && !needsNewJobId(open.job.id) ? (
      <JobEditor key={open.job.id} project={project} job={open.job} store={store} runner={runner} />
    ) : id && jobs && !open ? (
      <ErrorPanel title="Job not found">
        <p>This project has no batch job {id}.</p>
      </ErrorPanel>
    ) : (
      <p className="rf-empty">{jobs ? 'Select a job to see it here.' : 'Reading the jobs…'}</p>
    );

  return (
    <>
      <SplitPane area="batch" left={left} right={right} detail={id ? back : null} />
      {deleting && (
        <DeleteDialog
          noun={['job', 'jobs']}
          items={selected.map(({ job, key }) => ({ key, name: job.name || key, job }))}
          warning={DELETE_WARNING}
          remove={async ({ job }) => {
            if (job.id && (store.get(job.id)?.running || runner.isStarting(job.id)))
              await runner.stop(job.id, 'Stopped');
            store.remove(job);
            await store.flush();
          }}
          onCancel={() => setDeleting(false)}
          onDone={() => {
            setDeleting(false);
            if (id && selection.has(id)) navigate(base);
            clear();
          }}
        />
      )}
    </>
  );
}
