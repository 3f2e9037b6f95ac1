import type { AreaProps } from '@reelforge/session';
import { AreaComing } from '@reelforge/ui';
import { useParams } from '@reelforge/router';
import { ProjectList } from './project-list/ProjectList.js';
import { PublishArea } from './publish/PublishArea.js';
import { RegionProjects } from './region-projects/RegionProjects.js';
import { UserfsArea } from './userfs/UserfsArea.js';
import { WebhooksArea } from './webhooks/WebhooksArea.js';

/** The projects remote: the project list, one region's projects, the region pages, and a project's publishing and webhooks. */
export default function ProjectsArea({ area }: AreaProps) {
  const { region } = useParams();
  switch (area) {
    case 'projects':
      return <ProjectList />;
    case 'region-projects':
      return <RegionProjects key={region} region={region ?? ''} />;
    case 'publish':
      return <PublishArea />;
    case 'webhooks':
      return <WebhooksArea />;
    case 'userfs':
      return <UserfsArea key={region} region={region ?? ''} />;
    default:
      return <AreaComing area={area} />;
  }
}
