import { useState, type ReactNode } from 'react';
import { PromptDialog } from '../PromptDialog.js';

interface Props {
  /** The main button's text ("New story"), also the name prompt's title */
  label: string;
  /** What the button does, where it asks for no name (no `create`) */
  onNew?: () => void;
  /** The name prompt's title, where it is not the button's text */
  title?: string;
  /** The name field's label ("Story name"; default "Name") */
  nameLabel?: string;
  validate?: (name: string) => string | null;
  /**
   * Makes the item from the name typed; the prompt closes when it is done, and stays open with the error if it fails
   */
  create?: (answer: string) => Promise<void>;
  /** Links or buttons beside the main one */
  children?: ReactNode;
}

/** The row above a list with its main button ("New story"), which asks for the new item's name when it can `create`. */
export function NewItemRow({ label, onNew, title, nameLabel = 'Name', validate, create, children }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className="rf-row">
        <button type="button" className="rf-primary" onClick={create ? () => setAsking(true) : onNew}>
          {label}
        </button>
        {children}
      </div>
      {create && asking && (
        <PromptDialog
          title={title ?? label}
          label={nameLabel}
          confirmLabel="Create"
          validate={validate}
          onSubmit={async (answer) => {
            await create(answer);
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
