import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@reelforge/router';
import { SCRIPT_SDKS, scriptSdk, withScriptSource, type Project, type ScriptSdk } from '@reelforge/model';
import { lintScript } from '@reelforge/model/script-lint';
import { UnsavedChangesGuard } from '@reelforge/ui';
import { queryError } from '@reelforge/ui/server-state';
import { SaveScriptRow, useProjectScripts, useSave } from '@reelforge/ui/scripts';
import { RunConsole } from './RunConsole.js';
import { ScriptSource } from './ScriptSource.js';

interface Props {
  project: Project;
  name: string;
  /** The scripts list's address */
  base: string;
}

/**
 * One script of scripts.json: its source in the code editor with inline lint, saved with a
 * status that clears after 5 s, and "Discard changes?" before leaving unsaved edits
 * (docs/reference.md §4).
 */
export function ScriptEditor({ project, name, base }: Props) {
  const { loaded, scripts, write } = useProjectScripts(project);
  const script = scripts.find((s) => s.name === name);
  const [source, setSource] = useState<string | null>(null);
  const { saving, status, save: saveWith } = useSave();
  const saved = useRef<string | null>(null);
  const text = source ?? script?.src ?? '';
  const problems = useMemo(() => lintScript(text), [text]);
  const dirty = script !== undefined && source !== null && source !== script.src && source !== saved.current;
  useEffect(() => {
    // Once the list read again holds what was saved, the editor's text is that script's text.
    if (script && saved.current !== null && script.src === saved.current) saved.current = null;
  }, [script]);

  const save = async () => {
    if (!script || source === null) return;
    await saveWith(async () => {
      await write((list) => {
        if (!list.some((s) => s.name === name)) throw new Error(`the script ${name} is no longer in scripts.json`);
        return withScriptSource(list, name, source);
      });
      saved.current = source;
    });
  };

  const error = queryError(loaded);
  return (
    <section className="rf-source-editor" aria-label={`Script ${name}`}>
      <p>
        <Link to={base}>Back to scripts</Link>
      </p>
      <h1>{name}</h1>
      {error && <p role="alert">The scripts could not be read: {error}</p>}
      {loaded.isSuccess && !script && !loaded.isFetching && (
        <p role="alert">There is no script named {name} in this project.</p>
      )}
      {script && (
        <>
          <p className="rf-hint">SDK: {scriptSdk(script)}</p>
          <UnsavedChangesGuard dirty={dirty} writing={saving} what={`the script ${name}`} />
          <ScriptSource initial={script.src ?? ''} problems={problems} onChange={setSource} />
          {problems.length > 0 ? (
            <ul className="rf-source-problems" aria-label="Script problems">
              {problems.map((p) => (
                <li key={`${p.line}:${p.column}`}>
                  Line {p.line}, column {p.column}: {p.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="rf-hint">No problems found.</p>
          )}
          <SaveScriptRow disabled={!dirty || saving} status={status} onSave={() => void save()} />
          {SCRIPT_SDKS.includes(scriptSdk(script) as ScriptSdk) ? (
            <RunConsole project={project} src={text} sdk={scriptSdk(script) as ScriptSdk} />
          ) : (
            <p role="alert">
              This script declares the SDK {scriptSdk(script)}, which is neither api nor fx: it cannot be run.
            </p>
          )}
        </>
      )}
    </section>
  );
}
