import { useLocation, useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { StoryEditor } from './StoryEditor.js';
import { StoryList } from './StoryList.js';

/** `…/stories` lists the project's stories; `…/stories/{story}` edits one, `?newstory=1` when just created (docs/reference.md §2). */
export function StoriesArea({ project }: { project: Project }) {
  const name = useParams()['*'] ?? '';
  const isNew = new URLSearchParams(useLocation().search).get('newstory') === '1';
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/stories`;
  return name ? <StoryEditor key={name} project={project} name={name} base={base} isNew={isNew} /> : <StoryList project={project} base={base} />;
}
