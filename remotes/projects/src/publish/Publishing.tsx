import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { ErrorPanel } from '@reelforge/ui';
import { queryError, queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { DistributionDetail } from './DistributionDetail.js';
import { findDistribution, publishPath } from './distribution-rules.js';
import { NotPublished } from './NotPublished.js';
import { PublishStatus } from './PublishStatus.js';
import { usePublishWork } from './usePublishWork.js';

/**
 * The project's distributions, loaded once for the status page and the detail pages, so
 * work started on one page still shows as busy on the other.
 */
export function Publishing({ project, dist }: { project: Project; dist: string | undefined }) {
  const client = useApi().publish(project.region);
  const key = queryKeys.distributions(project.region, project.uid);
  const loaded = useServerQuery(key, () => client.distributions(project.uid));
  // Every view of the distributions (the batch area's render regions too) reads them again.
  const reload = useInvalidate(key);
  const work = usePublishWork(project, reload);
  const distributions = loaded.data;
  const error = queryError(loaded);

  if (!distributions) {
    if (!error) return <p className="rf-empty">Loading distributions…</p>;
    return (
      <ErrorPanel title="The distributions could not be read">
        <p>{error}</p>
        <button type="button" onClick={() => void reload()}>
          Try again
        </button>
      </ErrorPanel>
    );
  }

  const listPath = publishPath(project.region, project.uid);
  const distribution = dist === undefined ? undefined : findDistribution(distributions, dist);
  return (
    <>
      {error && (
        <p className="rf-messages" role="alert">
          The distributions could not be reloaded: {error}
        </p>
      )}
      {dist === undefined ? (
        <PublishStatus project={project} distributions={distributions} work={work} />
      ) : distribution ? (
        <DistributionDetail project={project} distribution={distribution} work={work} listPath={listPath} />
      ) : (
        <NotPublished dist={dist} listPath={listPath} />
      )}
    </>
  );
}
