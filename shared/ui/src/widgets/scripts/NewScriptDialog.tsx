import { useState } from 'react';
import { newScriptNameError, SCRIPT_SDKS, type Script, type ScriptSdk } from '@reelforge/model';
import { FormDialog } from '../../primitives/FormDialog.js';
import { liveProblem } from '../../primitives/live-problem.js';
import { SelectField } from '../../primitives/SelectField.js';
import { TextField } from '../../primitives/TextField.js';

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
  const live = liveProblem(name, (value) => newScriptNameError(value, scripts));

  return (
    <FormDialog
      title="New script"
      submitLabel="Create"
      problem={live}
      check={() => newScriptNameError(name, scripts)}
      onSubmit={() => onCreate(name.trim(), sdk)}
      onCancel={onCancel}
    >
      <TextField label="Script name" value={name} onChange={setName} />
      <SelectField label="SDK" value={sdk} options={SCRIPT_SDKS} onChange={(value) => setSdk(value as ScriptSdk)} />
    </FormDialog>
  );
}
