import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from '@reelforge/router';
import { templateProblemsMessage, type Project } from '@reelforge/model';
import { xmlToMovie } from '@reelforge/sdl/xml';
import { UnsavedChangesGuard } from '@reelforge/ui';
import { queryError } from '@reelforge/ui/server-state';
import { useSave } from '@reelforge/ui/scripts';
import { TemplateConvertTab } from './TemplateConvertTab.js';
import { TemplateSourceTab } from './TemplateSourceTab.js';
import { useTemplates, useTemplateText } from './useTemplates.js';

// The preview player (hls.js) is fetched when the Preview tab is first opened.
const TemplatePreviewTab = lazy(() =>
  import('./TemplatePreviewTab.js').then((m) => ({ default: m.TemplatePreviewTab })),
);

interface Props {
  project: Project;
  name: string;
  /** The templates list's address */
  base: string;
}

const TABS = ['Source', 'Preview', 'Convert'] as const;
type Tab = 0 | 1 | 2;

/**
 * `…/xml/{id}`: one template's XML, checked as it is typed and saved with a status; its Preview
 * and Convert tabs work on the text as it stands. A preview or conversion that fails, or a
 * text with problems, shows an alert with the reason and returns to the first tab
 * (docs/reference.md §2, §8); unsaved edits ask "Discard changes?" before leaving.
 */
export function TemplateEditor({ project, name, base }: Props) {
  const stored = useTemplateText(project, name);
  const { client, reload } = useTemplates(project);
  const [source, setSource] = useState<string | null>(null);
  const { saving, status, save: saveWith } = useSave();
  const [tab, setTab] = useState<Tab>(0);
  const [alert, setAlert] = useState<string | null>(null);
  const saved = useRef<string | null>(null);
  const baseline = saved.current ?? stored.data;
  const text = source ?? stored.data ?? '';
  const read = useMemo(() => xmlToMovie(text), [text]);
  const problems = 'errors' in read ? read.errors : [];
  const dirty = source !== null && source !== baseline;

  const fail = (reason: string) => {
    setAlert(reason);
    setTab(0);
  };
  const open = (next: Tab) => {
    if (next !== 0 && 'errors' in read)
      return fail(
        `The template cannot be ${next === 1 ? 'previewed' : 'converted'}. ${templateProblemsMessage(read.errors)}`,
      );
    setAlert(null);
    setTab(next);
  };

  const save = () =>
    saveWith(async () => {
      await client.save(project.uid, name, text);
      saved.current = text;
      void reload();
    });

  const error = queryError(stored);
  return (
    <section className="rf-source-editor" aria-label={`Template ${name}`}>
      <p>
        <Link to={base}>Back to XML templates</Link>
      </p>
      <h1>{name}</h1>
      {error && <p role="alert">The template could not be read: {error}</p>}
      {stored.isSuccess && (
        <>
          <UnsavedChangesGuard dirty={dirty} writing={saving} what={`the template ${name}`} />
          <div className="rf-xml-tabs" role="tablist" aria-label="Template views">
            {TABS.map((label, index) => (
              <button
                key={label}
                type="button"
                role="tab"
                id={`rf-xml-tab-${index}`}
                aria-selected={tab === index}
                onClick={() => open(index as Tab)}
              >
                {label}
              </button>
            ))}
          </div>
          {alert && (
            <p role="alert" className="rf-form-error">
              {alert}
            </p>
          )}
          <div role="tabpanel" aria-labelledby="rf-xml-tab-0" hidden={tab !== 0}>
            <TemplateSourceTab
              initial={stored.data}
              problems={problems}
              onChange={setSource}
              status={status}
              canSave={dirty && !saving}
              onSave={() => void save()}
            />
          </div>
          {tab === 1 && 'movie' in read && (
            <div role="tabpanel" aria-labelledby="rf-xml-tab-1">
              <Suspense fallback={<p className="rf-hint">Opening the preview…</p>}>
                <TemplatePreviewTab
                  project={project}
                  name={name}
                  movie={read.movie}
                  onFailed={(reason) => fail(`The preview failed: ${reason}`)}
                />
              </Suspense>
            </div>
          )}
          {tab === 2 && 'movie' in read && (
            <div role="tabpanel" aria-labelledby="rf-xml-tab-2">
              <TemplateConvertTab
                project={project}
                template={name}
                movie={read.movie}
                onFailed={(reason) => fail(`The conversion failed: ${reason}`)}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
