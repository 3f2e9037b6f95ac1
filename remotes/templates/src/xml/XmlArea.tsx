import { useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { TemplateEditor } from './TemplateEditor.js';
import { XmlIntro } from './XmlIntro.js';

/** `…/xml` introduces XML templates and lists the project's; `…/xml/{id}` edits one (docs/reference.md §2). */
export function XmlArea({ project }: { project: Project }) {
  const name = useParams()['*'] ?? '';
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/xml`;
  return name ? <TemplateEditor key={name} project={project} name={name} base={base} /> : <XmlIntro project={project} base={base} />;
}
