import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiKeyAccess, ApiKeysClient, CreatedApiKey } from '@reelforge/api/api-keys';
import type { Project } from '@reelforge/model';
import { CheckField, Dialog, SelectField, TextField, useSubmit } from '@reelforge/ui';
import { expiryOfDate, newKeyProblem } from './api-key-text.js';
import { ShownOnceKey } from './ShownOnceKey.js';

const ACCESS = [
  { value: 'read-write', label: 'Read and write' },
  { value: 'read', label: 'Read only' },
];

/** The person's projects as the dialog offers them: all regions', or why they could not be read. */
export interface ProjectChoices {
  projects: readonly Project[] | undefined;
  /** The regions that could not be read, in words. */
  errors: readonly string[];
}

/**
 * "New key": a name, every project or some chosen ones, read and write or read only, and an
 * optional expiry date; once made, the same dialog shows the key once (docs/admin-console.md,
 * "API keys"). One dialog throughout, so the focus goes back to New key when it closes.
 */
export function NewApiKeyDialog({
  client,
  choices,
  now = Date.now,
  onCreated,
  onClose,
}: {
  client: ApiKeysClient;
  choices: ProjectChoices;
  now?: () => number;
  onCreated: (created: CreatedApiKey) => unknown;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [access, setAccess] = useState<ApiKeyAccess>('read-write');
  const [date, setDate] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { busy, error, setError, submit } = useSubmit();
  const done = useRef<HTMLButtonElement>(null);
  const scopeName = useId();
  const problem = newKeyProblem({ name, date, scope, chosen: chosen.size }, now());

  // The submit button that had the focus is gone: the focus goes to Done.
  useEffect(() => {
    if (created) done.current?.focus();
  }, [created]);

  const choose = (uid: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || problem) return;
    if (name.trim() === '') {
      setError('Give the key a name, so you can tell it from your others.');
      return;
    }
    await submit(async () => {
      const made = await client.create({
        Name: name.trim(),
        Access: access,
        ...(scope === 'some' ? { Projects: [...chosen] } : {}),
        ...(date ? { Expires: expiryOfDate(date) } : {}),
      });
      setCreated(made);
      await onCreated(made);
    });
  };

  if (created) {
    return (
      <Dialog
        title={`Key ${created.Key.Name} created`}
        onClose={onClose}
        actions={
          <button ref={done} type="button" className="rf-primary" onClick={onClose}>
            Done
          </button>
        }
      >
        <ShownOnceKey name={created.Key.Name} secret={created.Secret} />
      </Dialog>
    );
  }

  const shown = problem ?? error;
  const { projects, errors } = choices;
  return (
    <Dialog title="New API key" onClose={busy ? () => undefined : onClose}>
      <form
        className="rf-form rf-api-key-form"
        aria-busy={busy || undefined}
        onSubmit={(event) => void send(event)}
        onChange={() => error && setError(null)}
      >
        <fieldset className="rf-form-fields" disabled={busy}>
          <TextField
            label="Name"
            value={name}
            onChange={setName}
            autoComplete="off"
            hint="What uses it, to tell it from your other keys."
          />
          <fieldset className="rf-api-key-scope">
            <legend>Projects</legend>
            <label className="rf-check">
              <input type="radio" name={scopeName} checked={scope === 'all'} onChange={() => setScope('all')} /> All my
              projects, those made later too
            </label>
            <label className="rf-check">
              <input type="radio" name={scopeName} checked={scope === 'some'} onChange={() => setScope('some')} /> Only
              the projects chosen
            </label>
            {scope === 'some' && (
              <div className="rf-api-key-projects" role="group" aria-label="Projects the key reaches">
                {projects === undefined ? (
                  <p className="rf-hint">Reading your projects…</p>
                ) : projects.length === 0 ? (
                  <p className="rf-hint">You have no projects yet.</p>
                ) : (
                  projects.map((project) => (
                    <CheckField
                      key={`${project.region}/${project.uid}`}
                      label={`${project.name} (${project.region})`}
                      checked={chosen.has(project.uid)}
                      onChange={(on) => choose(project.uid, on)}
                    />
                  ))
                )}
                {errors.map((message) => (
                  <p key={message} className="rf-hint">
                    {message}
                  </p>
                ))}
              </div>
            )}
          </fieldset>
          <SelectField
            label="Access"
            value={access}
            options={ACCESS}
            onChange={(value) => setAccess(value as ApiKeyAccess)}
            hint={access === 'read' ? 'It reads only: anything else it asks is refused.' : undefined}
          />
          <TextField
            label="Expires (optional)"
            type="date"
            value={date}
            onChange={setDate}
            hint="It stops at the end of this day, at most two years from now. Empty: it never expires."
          />
        </fieldset>
        {shown && (
          <p className="rf-form-error" role="alert">
            {shown}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="rf-primary" disabled={busy || problem !== null}>
            {busy ? 'Creating…' : 'Create'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
