import { lazy, Suspense } from 'react';
import { useLocation, useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { XmlIntro } from './XmlIntro.js';

// The editor (the XML reader, the preview player) is fetched when a template is opened, not with the list.
const TemplateEditor = lazy(() => import('./TemplateEditor.js').then((m) => ({ default: m.TemplateEditor })));
const PlaygroundPage = lazy(() => import('../playground/PlaygroundPage.js').then((m) => ({ default: m.PlaygroundPage })));

/** `…/xml` introduces XML templates and lists the project's; `…/xml/{id}` edits one (docs/reference.md §2). */
export function XmlArea({ project }: { project: Project }) {
  const name = useParams()['*'] ?? '';
  const { search } = useLocation();
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/xml`;
  // `…/xml?examples`: the playground (a query, so no template's name is taken).
  if (!name && new URLSearchParams(search).has('examples')) {
    return (
      <Suspense fallback={<p className="rf-hint">Opening the playground…</p>}>
        <PlaygroundPage project={project} base={base} />
      </Suspense>
    );
  }
  if (!name) return <XmlIntro project={project} base={base} />;
  return (
    <Suspense fallback={<p className="rf-hint">Opening the editor…</p>}>
      <TemplateEditor key={name} project={project} name={name} base={base} />
    </Suspense>
  );
}
