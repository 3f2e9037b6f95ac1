import { useState } from 'react';
import {
  canPublish,
  jobRenderRegion,
  jobWithRegion,
  newDistributionChoices,
  regionLabel,
  type BatchJob,
  type Project,
} from '@reelforge/model';
import { useRegions } from '@reelforge/session';
import { SelectField } from '@reelforge/ui';
import { NewDistributionDialog } from '@reelforge/ui/project';
import { isBehind, renderChoiceLabel, renderChoices } from './render-regions.js';
import type { DistributionsState } from './useDistributions.js';

interface Props {
  project: Project;
  job: BatchJob;
  patch: (changes: Partial<BatchJob>) => void;
  distributions: DistributionsState;
  /** The job runs or is starting: where it renders cannot change now. */
  busy: boolean;
}

/** "Render in": the distribution the job renders in, and publishing the project to a new one. */
export function RenderRegionField({ project, job, patch, distributions, busy }: Props) {
  const regions = useRegions();
  const [publishing, setPublishing] = useState(false);
  const { list, error } = distributions;

  if (!canPublish(project.region)) {
    return (
      <p className="rf-batch-region">
        {`Renders in ${regionLabel(project.region)}: ` +
          'projects of this region cannot be published to other regions.'}
      </p>
    );
  }

  const choices = renderChoices(project.region, list);
  const region = jobRenderRegion(job, project.region);
  const chosen = choices.find((d) => d.name === region);
  const publish = async (target: string) => {
    await distributions.publish(target);
    patch(jobWithRegion(target, project.region));
    setPublishing(false);
  };

  return (
    <div className="rf-batch-region">
      <div className="rf-row">
        <SelectField
          label="Render in"
          value={region}
          options={choices.map((d) => ({ value: d.name, label: renderChoiceLabel(d) }))}
          onChange={(name) => patch(jobWithRegion(name, project.region))}
          disabled={busy}
        />
        <button
          type="button"
          disabled={busy || list === null}
          title={list === null ? 'Waiting for the project’s distributions' : undefined}
          onClick={() => setPublishing(true)}
        >
          New distribution
        </button>
      </div>
      <p className="rf-hint">
        {busy
          ? 'Where the job renders cannot change while it runs.'
          : 'The project’s own region, or a region it is published to.'}
      </p>
      {chosen && isBehind(chosen) && (
        <p className="rf-hint">
          {`The project has changed since it was published to ${chosen.name}: publish it there again ` +
            'on the Publish page for this job to render the latest movies and assets.'}
        </p>
      )}
      {error && (
        <p role="alert" className="rf-form-error">
          {`The project’s distributions could not be read: ${error}. ` +
            (list === null ? 'Only its own region is offered. ' : '')}
          <button type="button" onClick={() => void distributions.reload()}>
            Try again
          </button>
        </p>
      )}
      {publishing && (
        <NewDistributionDialog
          choices={newDistributionChoices(regions, project.region, list ?? [])}
          onPublish={publish}
          onCancel={() => setPublishing(false)}
        />
      )}
    </div>
  );
}
