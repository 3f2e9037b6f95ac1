import { useLocation, useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { useRebranding, useRegions, useToken } from '@reelforge/session';
import { VideoList } from './VideoList.js';
import { VideoVersions } from './VideoVersions.js';

/**
 * `…/comps` lists the project's videos with how many tracking versions each has; `…/comps/{vuid}`
 * manages one video's versions; `…/comps/{vuid}/iv[?version=]` is the iv state: the link to the
 * motion tracker for the video or one of its versions (docs/reference.md §2, docs/compositions.md).
 */
export function CompsArea({ project }: { project: Project }) {
  const [vuid = '', state = ''] = (useParams()['*'] ?? '').split('/');
  const version = new URLSearchParams(useLocation().search).get('version') ?? '';
  const iv = useRegions()[project.region]?.iv ?? '';
  const editors = useRebranding()?.editors;
  const token = useToken() ?? '';
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/comps`;
  if (!vuid) return <VideoList project={project} base={base} />;
  return (
    <VideoVersions
      key={vuid}
      project={project}
      vuid={vuid}
      base={base}
      tracker={state === 'iv' ? { version, iv, editors, token } : undefined}
    />
  );
}
