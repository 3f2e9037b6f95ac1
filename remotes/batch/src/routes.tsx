import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { ErrorPanel } from '@reelforge/ui';
import { BatchWorkspace } from './BatchWorkspace.js';
import './batch.css';

/** The batch remote: the project's batch jobs, each with its action, parameter, destination, scripts and results tabs. */
export default function BatchArea({ area }: AreaProps) {
  const project = useCurrentProject();
  if (!project) return <p className="rf-empty">Opening project…</p>;
  if (area !== 'batch') {
    return (
      <ErrorPanel title="Page not found">
        <p>The batch area has no page named {area}.</p>
      </ErrorPanel>
    );
  }
  return <BatchWorkspace key={`${project.region}/${project.uid}`} project={project} />;
}
