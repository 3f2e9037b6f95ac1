import { useState, type FormEvent } from 'react';
import { newScriptNameError, SCRIPT_SDKS, type Script, type ScriptSdk } from '@reelforge/model';
import { Dialog, liveProblem, SelectField, TextField, useSubmit } from '@reelforge/ui';

interface Props {
  scripts: readonly Script[];
  /** Given the new script's name and SDK; a thrown error's message is shown and the dialog stays open. */
  onCreate: (name: string, sdk: ScriptSdk) => Promise<void>;
  onCancel: () => void;
}

/** Asks for a new script's name and SDK. */
export function NewScriptDialog({ scripts, onCreate, onCancel }: Props) {
  const [name, setName] = useState('');
  const [sdk, setSdk] = useState<ScriptSdk>('api');
  const { busy, error, setError, submit: run } = useSubmit();
  const live = liveProblem(name, (value) => newScriptNameError(value, scripts));
  const shown = live ?? error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newScriptNameError(name, scripts);
    setError(problem);
    if (!problem) await run(() => onCreate(name.trim(), sdk));
  };

  return (
    <Dialog title="New script" onClose={onCancel}>
      <form className="rf-form" onSubmit={(e) => void submit(e)}>
        <TextField
          label="Script name"
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
        />
        <SelectField label="SDK" value={sdk} options={SCRIPT_SDKS} onChange={(value) => setSdk(value as ScriptSdk)} />
        {shown && (
          <p className="rf-form-error" role="alert">
            {shown}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="rf-primary" disabled={busy || live !== null}>
            Create
          </button>
        </div>
      </form>
    </Dialog>
  );
}
