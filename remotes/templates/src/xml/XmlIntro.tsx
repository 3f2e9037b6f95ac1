import { useState } from 'react';
import { Link, useNavigate } from '@reelforge/router';
import type { CompdataItem } from '@reelforge/api/compdata';
import { companyShown, compdataNameError, NEW_XML_TEMPLATE, xmlTutorialUrl, type Project } from '@reelforge/model';
import { useRebranding } from '@reelforge/session';
import { DeleteDialog, PromptDialog } from '@reelforge/ui';
import { ItemTable, RowAction } from '@reelforge/ui/lists';
import { queryError } from '@reelforge/ui/server-state';
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
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CompdataItem | null>(null);
  const templates = list.data ?? [];
  const error = queryError(list);

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
      <div className="rf-row">
        <button type="button" className="rf-primary" onClick={() => setCreating(true)}>
          New template
        </button>
        <Link to={`${base}?examples`}>Playground</Link>
      </div>
      {error && <p role="alert">The templates could not be read: {error}</p>}
      {list.isSuccess && templates.length === 0 && (
        <p className="rf-empty">No templates yet. Create one with New template.</p>
      )}
      {templates.length > 0 && (
        <ItemTable
          label="Templates"
          items={templates}
          rowKey={(template) => template.name}
          columns={[
            {
              header: 'Name',
              cell: (template) => <Link to={`${base}/${encodeURIComponent(template.name)}`}>{template.name}</Link>,
            },
            { header: 'Size', cell: (template) => `${template.width}×${template.height}` },
            { header: 'Frame rate', cell: (template) => template.fps },
          ]}
          actions={(template) => <RowAction verb="Delete" name={template.name} onClick={() => setDeleting(template)} />}
        />
      )}
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
      {creating && (
        <PromptDialog
          title="New template"
          label="Name"
          confirmLabel="Create"
          validate={(name) =>
            compdataNameError(name) ??
            (templates.some((t) => t.name === name) ? `There is already a template named ${name}.` : null)
          }
          onSubmit={async (name) => {
            await client.save(project.uid, name, NEW_XML_TEMPLATE);
            await reload();
            setCreating(false);
            void navigate(`${base}/${encodeURIComponent(name)}`);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {deleting && (
        <DeleteDialog
          noun={['template', 'templates']}
          items={[{ key: deleting.name, name: deleting.name }]}
          warning="The template is removed from the project; movies converted from it stay."
          remove={(item) => client.remove(project.uid, item.name)}
          onDone={() => {
            setDeleting(null);
            void reload();
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
