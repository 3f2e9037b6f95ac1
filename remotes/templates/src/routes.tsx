import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { AreaComing, OpeningProject } from '@reelforge/ui';
import { CompsArea } from './comps/CompsArea.js';
import { FxArea } from './fx/FxArea.js';
import { XmlArea } from './xml/XmlArea.js';
import './templates.css';

/**
 * The templates remote: a project's XML templates (docs/reference.md §2, docs/templates.md),
 * effects compositions and motion-tracking compositions (docs/compositions.md).
 */
export default function TemplatesRemote({ area }: AreaProps) {
  const project = useCurrentProject();
  if (area !== 'xml' && area !== 'fx' && area !== 'comps') return <AreaComing area={area} />;
  if (!project) return <OpeningProject />;
  if (area === 'fx') return <FxArea key={`${project.region}/${project.uid}`} project={project} />;
  if (area === 'comps') return <CompsArea key={`${project.region}/${project.uid}`} project={project} />;
  return <XmlArea key={`${project.region}/${project.uid}`} project={project} />;
}
