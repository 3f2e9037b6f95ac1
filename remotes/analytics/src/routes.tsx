import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { AreaComing, OpeningProject } from '@reelforge/ui';
import { AnalyticsPage } from './analytics/AnalyticsPage.js';
import { ErrorLogPage } from './errorlogs/ErrorLogPage.js';
import { ClientErrorsPage, UsagePage } from './usage/index.js';
import './analytics.css';

/** A project's analytics sections: its render analytics and a session's error log. */
function ProjectSection({ area }: { area: 'analytics' | 'errorlogs' }) {
  const project = useCurrentProject();
  if (!project) return <OpeningProject />;
  if (area === 'errorlogs') return <ErrorLogPage key={`${project.region}/${project.uid}`} project={project} />;
  return <AnalyticsPage key={`${project.region}/${project.uid}`} project={project} />;
}

/**
 * The analytics remote: a project's render analytics (…/analytics) and the error log of a
 * render session (…/errorlogs), docs/reference.md §2 and docs/analytics-console.md.
 */
export default function AnalyticsRemote({ area }: AreaProps) {
  if (area === 'analytics' || area === 'errorlogs') return <ProjectSection area={area} />;
  if (area === 'usage') return <UsagePage />;
  if (area === 'client-errors') return <ClientErrorsPage />;
  return <AreaComing area={area} />;
}
