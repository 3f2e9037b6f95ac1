import { lazy, Suspense } from 'react';
import { useLocation, useParams } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { XmlIntro } from './XmlIntro.js';

// The editor (the XML reader, the preview player) and the playground are fetched when opened, not with the list.
const TemplateEditor = lazy(() => import('./TemplateEditor.js').then((m) => ({ default: m.TemplateEditor })));
const PlaygroundPage = lazy(() =>
  import('../playground/PlaygroundPage.js').then((m) => ({ default: m.PlaygroundPage })),
);

/** `…/xml` introduces XML templates and lists the project's; `…/xml/{id}` edits one (docs/reference.md §2). */
export function XmlArea({ project }: { project: Project }) {
  const name = useParams()['*'] ?? '';
  const { search } = useLocation();
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}/xml`;
  // `…/xml?examples`: the playground (a query, so no template's name is taken).
  const playground = !name && new URLSearchParams(search).has('examples');
  if (!name && !playground) return <XmlIntro project={project} base={base} />;
  return (
    <Suspense fallback={<p className="rf-hint">Opening…</p>}>
      {playground ? (
        <PlaygroundPage project={project} base={base} />
      ) : (
        <TemplateEditor key={name} project={project} name={name} base={base} />
      )}
    </Suspense>
  );
}
