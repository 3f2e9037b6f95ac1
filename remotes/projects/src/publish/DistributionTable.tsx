import { Link } from '@reelforge/router';
import type { Distribution, Project } from '@reelforge/model';
import { DataTable } from '@reelforge/ui/lists';
import { DistributionActions } from './DistributionActions.js';
import { publishPath } from './distribution-rules.js';
import { DistributionState } from './DistributionState.js';
import { PublishedDate } from './PublishedDate.js';
import type { PublishWork } from './usePublishWork.js';

interface Props {
  project: Project;
  distributions: readonly Distribution[];
  work: PublishWork;
}

/** One row per distribution, each linking to its detail page. */
export function DistributionTable({ project, distributions, work }: Props) {
  return (
    <DataTable label="Distributions" heads={['Region', 'Name', 'State', 'Published', 'Actions']}>
      {distributions.map((distribution) => {
        const busy = work.busy[distribution.name];
        return (
          <tr key={distribution.name} aria-busy={busy !== undefined}>
            <td>
              <Link to={publishPath(project.region, project.uid, distribution.name)}>{distribution.fullname}</Link>
            </td>
            <td>{distribution.name}</td>
            <td title={distribution.state === 'FAILED' ? distribution.message : undefined}>
              <DistributionState distribution={distribution} work={work} />
            </td>
            <td>
              <PublishedDate date={distribution.published} />
            </td>
            <td>
              <DistributionActions distribution={distribution} work={work} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
