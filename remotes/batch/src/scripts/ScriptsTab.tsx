import { useEffect, useState } from 'react';
import { addScript, jobTemplate, messageOf, scriptSdk, withScriptSource } from '@reelforge/model';
import { Field, SelectField, UnsavedChangesGuard } from '@reelforge/ui';
import { queryError } from '@reelforge/ui/server-state';
import { NewScriptDialog, SaveScriptRow, useProjectScripts, useSaveStatus } from '@reelforge/ui/scripts';
import type { JobTabProps } from '../editor/tab-props.js';

/** The prerender script: chosen from scripts.json, created there, and its source edited. */
export function ScriptsTab({ project, job, patch }: JobTabProps) {
  const { loaded, scripts, write } = useProjectScripts(project);
  const script = scripts.find((s) => s.name === job.prerender);
  const [creating, setCreating] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const [status, setStatus] = useSaveStatus();
  useEffect(() => setSource(null), [job.prerender]);

  const save = async () => {
    if (!script || source === null) return;
    try {
      await write((list) => withScriptSource(list, script.name, source));
      setStatus({ state: 'ok' });
    } catch (error) {
      setStatus({ state: 'warn', error: messageOf(error) });
    }
  };

  return (
    <section className="rf-batch-form" aria-label="Scripts">
      {queryError(loaded) && <p role="alert">The scripts could not be read: {queryError(loaded)}</p>}
      <div className="rf-row">
        <SelectField
          label="Prerender script"
          value={job.prerender}
          empty="None"
          options={scripts.map((s) => ({ value: s.name, label: `${s.name} (${scriptSdk(s)})` }))}
          onChange={(prerender) => patch({ prerender })}
          hint={
            jobTemplate(job)?.kind === 'story'
              ? 'A story job runs no prerender script: choose None to start it'
              : 'Runs before each row renders; if it fails, the original movie is rendered'
          }
        />
        <button type="button" onClick={() => setCreating(true)}>
          New script
        </button>
      </div>
      {script ? (
        <>
          <UnsavedChangesGuard dirty={source !== null && source !== script.src} what={`the script ${script.name}`} />
          <Field label="Script source">
            {(control) => (
              <textarea
                {...control}
                className="rf-code-plain"
                spellCheck={false}
                value={source ?? script.src ?? ''}
                onChange={(e) => setSource(e.target.value)}
              />
            )}
          </Field>
          <SaveScriptRow
            disabled={source === null || source === script.src}
            status={status}
            onSave={() => void save()}
          />
        </>
      ) : (
        job.prerender &&
        loaded.isSuccess &&
        !loaded.isFetching && <p role="alert">The script {job.prerender} is no longer in scripts.json.</p>
      )}
      {creating && (
        <NewScriptDialog
          scripts={scripts}
          onCreate={async (name, sdk) => {
            await write((list) => addScript(list, name, sdk));
            patch({ prerender: name });
            setCreating(false);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
    </section>
  );
}
