import { Link, useNavigate } from '@reelforge/router';
import type { Distribution, Project } from '@reelforge/model';
import { useRegions } from '@reelforge/session';
import { RenderSpeed } from '@reelforge/ui/project';
import { DistributionActions } from './DistributionActions.js';
import { DistributionState } from './DistributionState.js';
import { PublishedDate } from './PublishedDate.js';
import type { PublishWork } from './usePublishWork.js';

interface Props {
  project: Project;
  distribution: Distribution;
  work: PublishWork;
  listPath: string;
}

/** One distribution: its facts, the render speed of the project in that region, Sync and Remove. */
export function DistributionDetail({ project, distribution, work, listPath }: Props) {
  const navigate = useNavigate();
  const regions = useRegions();
  const { name } = distribution;
  return (
    <section className="rf-form" aria-label={`Distribution ${name}`}>
      <Link to={listPath}>← All distributions</Link>
      <h1>{distribution.fullname}</h1>
      <dl className="rf-facts">
        <dt>Region</dt>
        <dd>{name}</dd>
        <dt>State</dt>
        <dd>
          <DistributionState distribution={distribution} work={work} />
        </dd>
        <dt>Published</dt>
        <dd>
          <PublishedDate date={distribution.published} />
        </dd>
        {distribution.state === 'FAILED' && distribution.message && (
          <>
            <dt>Failure</dt>
            <dd>{distribution.message}</dd>
          </>
        )}
      </dl>
      {/* The platform serves each distribution's own speed at its region's render host. */}
      {regions[name] ? (
        <RenderSpeed project={{ region: name, uid: project.uid }} />
      ) : (
        <p className="rf-hint">The console has no configuration for {name}, so its render speed cannot be shown.</p>
      )}
      <DistributionActions distribution={distribution} work={work} onRemoved={() => navigate(listPath)} />
    </section>
  );
}
