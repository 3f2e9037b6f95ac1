import { canPublish } from '@reelforge/model';
import { useParams } from '@reelforge/router';
import { useCurrentProject } from '@reelforge/session';
import { ErrorPanel, OpeningProject } from '@reelforge/ui';
import { distributionParam } from './distribution-rules.js';
import { Publishing } from './Publishing.js';

/**
 * .../publish and .../publish/{dist}: the project's distributions, unless its region cannot publish (docs/reference.md
 * §2).
 */
export function PublishArea() {
  const project = useCurrentProject();
  const dist = distributionParam(useParams()['*']);
  if (!project) return <OpeningProject />;
  // The menu hides Publish for these projects, but the address can still be typed.
  if (!canPublish(project.region)) {
    return (
      <ErrorPanel title="Publishing is not available">
        <p>Projects in {project.region} cannot be published to other regions.</p>
      </ErrorPanel>
    );
  }
  return <Publishing key={`${project.region}/${project.uid}`} project={project} dist={dist} />;
}
