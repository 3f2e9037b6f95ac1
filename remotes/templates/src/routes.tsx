import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { AreaComing } from '@reelforge/ui';
import { XmlArea } from './xml/XmlArea.js';
import './templates.css';

/**
 * The templates remote: a project's XML templates (docs/reference.md §2, docs/templates.md).
 * Effects and motion-tracking compositions are not built yet: their addresses show the calm
 * "coming" page and the project menu leaves them out.
 */
export default function TemplatesRemote({ area }: AreaProps) {
  const project = useCurrentProject();
  if (area !== 'xml') return <AreaComing area={area} />;
  if (!project) return <p className="rf-empty">Opening project…</p>;
  return <XmlArea key={`${project.region}/${project.uid}`} project={project} />;
}
