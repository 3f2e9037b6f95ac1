import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { StoryEditor } from './StoryEditor.js';
import { StoryList } from './StoryList.js';

/**
 * `…/stories` lists the project's stories; `…/stories/{story}` edits one, `?newstory=1` when just created
 * (docs/reference.md §2).
 */
export function StoriesArea({ project }: { project: Project }) {
  const name = useParams()['*'] ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const isNew = new URLSearchParams(location.search).get('newstory') === '1';
  // The flag is read once: the editor keeps it, and the address drops it, so a reload does not ask again.
  useEffect(() => {
    if (isNew) void navigate(location.pathname, { replace: true });
  }, [isNew, location.pathname, navigate]);
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/stories`;
  return name ? (
    <StoryEditor key={name} project={project} name={name} base={base} isNew={isNew} />
  ) : (
    <StoryList project={project} base={base} />
  );
}
