import { useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { ScriptEditor } from './ScriptEditor.js';
import { ScriptList } from './ScriptList.js';

/** `…/scripts` lists the project's scripts; `…/scripts/{script}` edits one (docs/reference.md §3). */
export function ScriptsArea({ project }: { project: Project }) {
  const name = useParams()['*'] ?? '';
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/scripts`;
  return name ? (
    <ScriptEditor key={name} project={project} name={name} base={base} />
  ) : (
    <ScriptList project={project} base={base} />
  );
}
