import type { AreaProps } from '@reelforge/session';
import { ErrorPanel } from '@reelforge/ui';
import { useParams } from '@reelforge/router';
import { ProjectList } from './project-list/ProjectList.js';

/** The projects remote: the project list, one region's projects, and the region pages. */
export default function ProjectsArea({ area }: AreaProps) {
  const { region } = useParams();
  switch (area) {
    case 'projects':
      return <ProjectList />;
    case 'region-projects':
      return <ProjectList region={region} />;
    default:
      return (
        <ErrorPanel title="Not available yet">
          <p>The {area} page is not part of this version of the console.</p>
        </ErrorPanel>
      );
  }
}
