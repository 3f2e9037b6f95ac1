import { useMemo, useState } from 'react';
import {
  jobDatasourceUid,
  jobQueueRegion,
  jobRenderRegion,
  jobTemplate,
  jobWithTemplate,
  regionLabel,
  selectRows,
} from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { NumberField, Progress, SelectField, TextField } from '@reelforge/ui';
import { renderRegionProblem } from '../distributions/render-regions.js';
import { RenderRegionField } from '../distributions/RenderRegionField.js';
import type { JobTabProps } from '../editor/tab-props.js';
import { useUploadProgress } from '../jobs/useJobs.js';
import { ExampleDialog } from './ExampleDialog.js';
import { JobNameField } from './JobNameField.js';
import { startProblem, statusLine } from './movie-choice.js';
import { StartDialog } from './StartDialog.js';
import { TemplateField } from './TemplateField.js';
import { RunProgress } from '../run/RunProgress.js';

const logRange = (message: string) => console.warn(`Range expression: ${message}`);

/** What the job renders and from which rows, and starting, pausing and stopping it. */
export function ActionTab(props: JobTabProps) {
  const { project, job, patch, runner, movies, stories, datasources, data, distributions } = props;
  const template = jobTemplate(job);
  const [dialog, setDialog] = useState<'start' | 'example' | null>(null);
  const upload = useUploadProgress(runner, job.id);
  const selected = useMemo(
    () => (data ? selectRows(job.range, data.rows.length, logRange).length : null),
    [job.range, data],
  );
  const starting = runner.isStarting(job.id);
  const problem = startProblem(job, selected, starting) ?? renderRegionProblem(job, project.region, distributions.list);
  const busy = job.running || starting;
  const region = jobRenderRegion(job, project.region);
  const api = useApi();
  const queueRegion = jobQueueRegion(job, project.region);

  // The render host compiles the tasks: the start names the job and the records the dialog counted.
  const start = () => {
    setDialog(null);
    void runner.start(job.id, job.range);
  };

  return (
    <section className="rf-batch-form" aria-label="Action">
      <JobNameField key={job.id} name={job.name} onRename={(name) => patch({ name })} />
      <TemplateField
        job={job}
        movies={movies}
        stories={stories}
        onChange={(chosen) => patch(jobWithTemplate(chosen))}
      />
      <SelectField
        label="Format"
        value={job.format}
        empty={
          job.formats.length ? undefined : template ? 'No format for this codec' : 'Choose a movie or a story first'
        }
        options={job.formats.map((format, index) => ({
          value: format,
          label: index === 0 ? `${format} (default)` : format,
        }))}
        onChange={(format) => patch({ format })}
      />
      <SelectField
        label="Datasource"
        value={jobDatasourceUid(job)}
        empty={datasources ? 'Choose a datasource' : 'Loading datasources…'}
        options={(datasources ?? []).map((asset) => ({ value: asset.uid, label: asset.name }))}
        onChange={(datasource) => patch({ datasource })}
      />
      <TextField
        label="Range"
        value={job.range}
        placeholder="all"
        onChange={(range) => patch({ range })}
        hint={
          data && selected !== null
            ? `${selected} of ${data.rows.length} records selected (all, 1-10, 12, 20-)`
            : 'Rows: all, 1-10, 12, 20- (counted from 1)'
        }
      />
      <RenderRegionField project={project} job={job} patch={patch} distributions={distributions} busy={busy} />
      <div className="rf-row">
        <TextField label="Routing" value={job.routing} onChange={(routing) => patch({ routing })} />
        <NumberField
          label="Limit"
          value={job.limit}
          min={1}
          onChange={(limit) => limit !== undefined && patch({ limit })}
          hint="The most records one run takes"
        />
      </div>
      <div className="rf-row rf-batch-actions">
        <button
          type="button"
          className="rf-primary"
          disabled={problem !== null}
          title={problem ?? undefined}
          onClick={() => setDialog('start')}
        >
          Start
        </button>
        <button type="button" disabled={!busy} onClick={() => void runner.stop(job.id, 'Paused')}>
          Pause
        </button>
        <button type="button" disabled={!busy} onClick={() => void runner.stop(job.id, 'Stopped')}>
          Stop
        </button>
        <button type="button" disabled={!template || !data} onClick={() => setDialog('example')}>
          Example
        </button>
      </div>
      {problem && !busy && <p className="rf-hint">{problem}</p>}
      {job.uploading && upload !== undefined && <Progress label="Upload progress" value={upload} />}
      <p role="status" aria-label="Job status" className="rf-batch-status">
        {statusLine(job)}
      </p>
      {/* A run shows its progress once it runs: while the platform prepares it, the status and upload bar tell. */}
      {job.queue && !job.computing && !job.uploading && (
        <RunProgress key={job.queue} client={api.batch(queueRegion)} region={queueRegion} job={job} />
      )}
      {dialog === 'start' && selected !== null && (
        <StartDialog
          job={job}
          records={selected}
          elsewhere={region === project.region ? undefined : regionLabel(region)}
          onStart={start}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'example' && data && <ExampleDialog {...props} data={data} onClose={() => setDialog(null)} />}
    </section>
  );
}
