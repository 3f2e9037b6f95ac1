import { useState } from 'react';
import { regionLabel } from '@reelforge/model';
import { FormDialog } from '../../primitives/FormDialog.js';
import { SelectField } from '../../primitives/SelectField.js';

export interface NewDistributionDialogProps {
  /** The regions the project may be published to now (newDistributionChoices). */
  choices: readonly string[];
  /**
   * Publishes to the chosen region and resolves when it is done; a thrown error's message is shown and the dialog stays
   * open.
   */
  onPublish: (region: string) => Promise<void>;
  onCancel: () => void;
}

/** Chooses a region and publishes the project there (docs/reference.md §2: new distribution). */
export function NewDistributionDialog({ choices, onPublish, onCancel }: NewDistributionDialogProps) {
  const [region, setRegion] = useState(choices[0] ?? '');
  return (
    <FormDialog
      title="New distribution"
      submitLabel={choices.length > 0 ? 'Publish' : undefined}
      busyLabel="Publishing…"
      onSubmit={() => onPublish(region)}
      onCancel={onCancel}
    >
      {choices.length === 0 ? (
        <p>This project is already published to every region it can be published to.</p>
      ) : (
        <SelectField
          label="Region"
          value={region}
          options={choices.map((name) => ({ value: name, label: regionLabel(name) }))}
          onChange={setRegion}
          hint="The project's assets and movies are copied there, so it can be rendered in that region."
        />
      )}
    </FormDialog>
  );
}
