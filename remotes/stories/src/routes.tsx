import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { AreaComing, OpeningProject } from '@reelforge/ui';
import { ScriptsArea } from './scripts/ScriptsArea.js';
import { StoriesArea } from './stories/StoriesArea.js';
import './stories.css';

/** The stories remote: a project's stories and scripts (docs/reference.md §2, §3, §4). */
export default function StoriesRemote({ area }: AreaProps) {
  const project = useCurrentProject();
  if (area !== 'scripts' && area !== 'stories') return <AreaComing area={area} />;
  if (!project) return <OpeningProject />;
  const key = `${project.region}/${project.uid}`;
  return area === 'scripts' ? <ScriptsArea key={key} project={project} /> : <StoriesArea key={key} project={project} />;
}
