import { useState } from 'react';
import { newDistributionChoices, type Distribution, type Project } from '@reelforge/model';
import { useRegions } from '@reelforge/session';
import { IconButton } from '@reelforge/ui';
import { NewDistributionDialog } from '@reelforge/ui/project';
import { DistributionTable } from './DistributionTable.js';
import type { PublishWork } from './usePublishWork.js';

interface Props {
  project: Project;
  distributions: readonly Distribution[];
  work: PublishWork;
}

/** The publishing status page: the project's distributions, and publishing to a new region. */
export function PublishStatus({ project, distributions, work }: Props) {
  const regions = useRegions();
  const [creating, setCreating] = useState(false);

  const publish = async (region: string) => {
    // A failure is reported as a user error by the work itself (docs/reference.md §8), so the dialog closes either
    // way.
    await work.publish(region);
    setCreating(false);
  };

  return (
    <div className="rf-publish">
      <div className="rf-toolbar">
        <h1>Publishing</h1>
        <IconButton icon="+" text="New distribution" className="rf-primary" onClick={() => setCreating(true)} />
      </div>
      <p className="rf-hint rf-page-note">
        A project can be rendered in each region it is published to. Sync a region after changing the project's assets
        or movies.
      </p>
      <DistributionTable project={project} distributions={distributions} work={work} />
      {creating && (
        <NewDistributionDialog
          choices={newDistributionChoices(regions, project.region, distributions)}
          onPublish={publish}
          onCancel={() => setCreating(false)}
        />
      )}
    </div>
  );
}
