import { Link } from '@reelforge/router';
import type { Project } from '@reelforge/model';
import { Playground } from './Playground.js';
import { TemplateExamplePlayer } from './TemplateExamplePlayer.js';
import './playground.css';

/**
 * `…/xml?examples` (docs/playground.md): the playground, where the XML examples render through a
 * token that reaches only the example project, and below it the template example player for
 * this project's own movies and XML templates.
 */
export function PlaygroundPage({ project, base }: { project: Project; base: string }) {
  return (
    <section className="rf-xml" aria-label="Playground">
      <h1>Playground</h1>
      <p>
        Try the XML examples: pick one, read its XML, change its variables and render it. The examples live apart from
        your projects, which the playground never changes. <Link to={base}>Back to XML templates</Link>
      </p>
      <Playground project={project} />
      <TemplateExamplePlayer project={project} />
    </section>
  );
}
