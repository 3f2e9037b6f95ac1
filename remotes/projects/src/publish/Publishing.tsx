import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { ErrorPanel, loadedValue, loadError, useLoad } from '@reelforge/ui';
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
  const loaded = useLoad(() => client.distributions(project.uid), [client, project.uid]);
  const work = usePublishWork(project, loaded.reload);
  const distributions = loadedValue(loaded);
  const error = loadError(loaded);

  if (!distributions) {
    if (!error) return <p className="rf-empty">Loading distributions…</p>;
    return (
      <ErrorPanel title="The distributions could not be read">
        <p>{error}</p>
        <button type="button" onClick={loaded.reload}>
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
