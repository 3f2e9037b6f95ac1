import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { AreaComing } from '@reelforge/ui';
import { ScriptsArea } from './scripts/ScriptsArea.js';
import './stories.css';

/** The stories remote: a project's scripts (docs/reference.md §3, §4); its stories page is still coming. */
export default function StoriesArea({ area }: AreaProps) {
  const project = useCurrentProject();
  if (area !== 'scripts') return <AreaComing area={area} />;
  if (!project) return <p className="rf-empty">Opening project…</p>;
  return <ScriptsArea key={`${project.region}/${project.uid}`} project={project} />;
}
