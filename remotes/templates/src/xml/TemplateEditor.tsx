import { useMemo, useRef, useState } from 'react';
import { Link } from '@reelforge/router';
import { messageOf, type Project } from '@reelforge/model';
import { xmlToMovie } from '@reelforge/sdl/xml';
import { UnsavedChangesGuard } from '@reelforge/ui';
import { CodeSource } from '@reelforge/ui/code-editor';
import { queryError } from '@reelforge/ui/server-state';
import { saveStatusText, useSaveStatus } from '@reelforge/ui/scripts';
import { useTemplates, useTemplateText } from './useTemplates.js';

interface Props {
  project: Project;
  name: string;
  /** The templates list's address */
  base: string;
}

/**
 * `…/xml/{id}`: one template's XML in monaco, checked as it is typed (problems as markers and
 * listed by line and column), saved with a status cleared after 5 s, and "Discard changes?"
 * before leaving unsaved edits (docs/reference.md §2, §8).
 */
export function TemplateEditor({ project, name, base }: Props) {
  const stored = useTemplateText(project, name);
  const { client, reload } = useTemplates(project);
  const [source, setSource] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useSaveStatus();
  const saved = useRef<string | null>(null);
  const baseline = saved.current ?? stored.data;
  const text = source ?? stored.data ?? '';
  const read = useMemo(() => xmlToMovie(text), [text]);
  const problems = 'errors' in read ? read.errors : [];
  const dirty = source !== null && source !== baseline;

  const save = async () => {
    setSaving(true);
    try {
      await client.save(project.uid, name, text);
      saved.current = text;
      setStatus({ state: 'ok' });
      void reload();
    } catch (error) {
      setStatus({ state: 'warn', error: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  const error = queryError(stored);
  return (
    <section className="rf-xml-editor" aria-label={`Template ${name}`}>
      <p>
        <Link to={base}>Back to XML templates</Link>
      </p>
      <h1>{name}</h1>
      {error && <p role="alert">The template could not be read: {error}</p>}
      {stored.isSuccess && (
        <>
          <UnsavedChangesGuard dirty={dirty} writing={saving} what={`the template ${name}`} />
          <CodeSource language="xml" label="Template XML" initial={stored.data} problems={problems} onChange={setSource} />
          {problems.length > 0 ? (
            <ul className="rf-xml-problems" aria-label="Template problems">
              {problems.map((p) => (
                <li key={`${p.line}:${p.column}:${p.message}`}>
                  line {p.line}, column {p.column}: {p.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="rf-hint">No problems found.</p>
          )}
          <div className="rf-row">
            <button type="button" className="rf-primary" disabled={!dirty || saving} onClick={() => void save()}>
              Save template
            </button>
            <span role="status" aria-label="Template save status">
              {saveStatusText(status)}
            </span>
          </div>
        </>
      )}
    </section>
  );
}
