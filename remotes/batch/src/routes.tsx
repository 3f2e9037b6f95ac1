import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { NoSuchPage, OpeningProject } from '@reelforge/ui';
import { BatchWorkspace } from './BatchWorkspace.js';
import './batch.css';

/**
 * The batch remote: the project's batch jobs, each with its action, parameter, destination, scripts and results tabs.
 */
export default function BatchArea({ area }: AreaProps) {
  const project = useCurrentProject();
  if (!project) return <OpeningProject />;
  if (area !== 'batch') {
    return <NoSuchPage area="batch" page={area} />;
  }
  return <BatchWorkspace key={`${project.region}/${project.uid}`} project={project} />;
}
