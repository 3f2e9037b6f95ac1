import { Link, useNavigate } from '@reelforge/router';
import type { CompdataItem } from '@reelforge/api/compdata';
import { companyShown, compdataNameError, NEW_XML_TEMPLATE, xmlTutorialUrl, type Project } from '@reelforge/model';
import { useRebranding } from '@reelforge/session';
import { ItemList, linkColumn, NewItemRow } from '@reelforge/ui/lists';
import { XML_EXAMPLES } from './examples.js';
import { useTemplates } from './useTemplates.js';

/**
 * `…/xml`: what an XML template is, with the examples and the rebranding's tutorial, and the
 * project's templates: open one, create one from a small template, delete one after confirming.
 */
export function XmlIntro({ project, base }: { project: Project; base: string }) {
  const { client, list, reload } = useTemplates(project);
  const navigate = useNavigate();
  const rebranding = useRebranding();
  const tutorial = xmlTutorialUrl(rebranding);
  const company = companyShown(rebranding);
  const templates = list.data ?? [];

  return (
    <section className="rf-xml" aria-label="XML templates">
      <h1>XML templates</h1>
      <p>
        An XML template says a whole movie in XML: its size and frame rate, scenes, layers (video, image, text and
        colour), transitions, audio and variables. Write one here, check it as you type, preview it and save it as a
        movie.
        {tutorial && (
          <>
            {' '}
            <a href={tutorial} target="_blank" rel="noreferrer">
              {company ? `Read the ${company} XML tutorial` : 'Read the XML tutorial'}
            </a>
            .
          </>
        )}
      </p>
      <NewItemRow
        label="New template"
        validate={(name) =>
          compdataNameError(name) ??
          (templates.some((t) => t.name === name) ? `There is already a template named ${name}.` : null)
        }
        create={async (name) => {
          await client.save(project.uid, name, NEW_XML_TEMPLATE);
          await reload();
          void navigate(`${base}/${encodeURIComponent(name)}`);
        }}
      >
        <Link to={`${base}?examples`}>Playground</Link>
      </NewItemRow>
      <ItemList
        label="Templates"
        items={templates}
        columns={[
          linkColumn<CompdataItem>('Name', (template) => `${base}/${encodeURIComponent(template.name)}`),
          { header: 'Size', cell: (template) => `${template.width}×${template.height}` },
          { header: 'Frame rate', cell: (template) => template.fps },
        ]}
        query={list}
        texts={{
          failure: 'The templates could not be read',
          empty: 'No templates yet. Create one with New template.',
          noun: ['template', 'templates'],
          warning: 'The template is removed from the project; movies converted from it stay.',
        }}
        remove={(template) => client.remove(project.uid, template.name)}
        onDeleted={() => void reload()}
      />
      <section className="rf-xml-examples" aria-label="Examples">
        <h2>Examples</h2>
        {XML_EXAMPLES.map((example) => (
          <details key={example.file}>
            <summary>
              {example.file}: {example.about}
            </summary>
            <pre aria-label={`Example ${example.file}`}>
              <code>{example.text}</code>
            </pre>
          </details>
        ))}
      </section>
    </section>
  );
}
