import { useLocation, useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { PlaygroundPage } from '../playground/PlaygroundPage.js';
import { TemplateEditor } from './TemplateEditor.js';
import { XmlIntro } from './XmlIntro.js';

/** `…/xml` introduces XML templates and lists the project's; `…/xml/{id}` edits one (docs/reference.md §2). */
export function XmlArea({ project }: { project: Project }) {
  const name = useParams()['*'] ?? '';
  const { search } = useLocation();
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/xml`;
  // `…/xml?examples`: the playground (a query, so no template's name is taken).
  if (!name && new URLSearchParams(search).has('examples')) return <PlaygroundPage project={project} base={base} />;
  return name ? <TemplateEditor key={name} project={project} name={name} base={base} /> : <XmlIntro project={project} base={base} />;
}
