import { useState, type FormEvent } from 'react';
import { regionLabel } from '@reelforge/model';
import { Dialog } from './Dialog.js';
import { SelectField } from './SelectField.js';
import { useSubmit } from './useSubmit.js';

export interface NewDistributionDialogProps {
  /** The regions the project may be published to now (newDistributionChoices). */
  choices: readonly string[];
  /** Publishes to the chosen region and resolves when it is done; a thrown error's message is shown and the dialog stays open. */
  onPublish: (region: string) => Promise<void>;
  onCancel: () => void;
}

/** Chooses a region and publishes the project there (SPEC §2: new distribution). */
export function NewDistributionDialog({ choices, onPublish, onCancel }: NewDistributionDialogProps) {
  const [region, setRegion] = useState(choices[0] ?? '');
  const { busy, error, submit: run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (region) await run(() => onPublish(region));
  };

  return (
    <Dialog title="New distribution" onClose={busy ? () => undefined : onCancel}>
      <form className="rf-form" onSubmit={(e) => void submit(e)} aria-busy={busy}>
        {choices.length === 0 ? (
          <p>This project is already published to every region it can be published to.</p>
        ) : (
          <SelectField
            label="Region"
            value={region}
            options={choices.map((name) => ({ value: name, label: regionLabel(name) }))}
            onChange={setRegion}
            disabled={busy}
            hint="The project's assets and movies are copied there, so it can be rendered in that region."
          />
        )}
        {error && (
          <p className="rf-form-error" role="alert">
            {error}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onCancel} disabled={busy}>
            {choices.length === 0 ? 'Close' : 'Cancel'}
          </button>
          {choices.length > 0 && (
            <button type="submit" className="rf-primary" disabled={busy}>
              {busy ? 'Publishing…' : 'Publish'}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
