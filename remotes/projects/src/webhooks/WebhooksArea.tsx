import { useCurrentProject } from '@reelforge/session';
import { OpeningProject } from '@reelforge/ui';
import { WebhooksPage } from './WebhooksPage.js';

/** …/webhooks: the project's webhooks, once the project is open. */
export function WebhooksArea() {
  const project = useCurrentProject();
  if (!project) return <OpeningProject />;
  return <WebhooksPage key={`${project.region}/${project.uid}`} project={project} />;
}
