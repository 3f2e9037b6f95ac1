import { useState, type ReactNode } from 'react';
import { PromptDialog } from '../PromptDialog.js';

/** Asking for a new item's name: the prompt a list's main button opens. */
export interface NewItemPrompt {
  /** The prompt's title, where it is not the button's text */
  title?: string;
  /** The name field's label ("Story name") */
  label: string;
  validate: (name: string) => string | null;
  /** Makes the item from the answer; the prompt closes when it is done, and stays open with the error when it fails */
  create: (answer: string) => Promise<void>;
}

interface Props {
  /** The main button's text ("New story"), also the prompt's title */
  label: string;
  /** What the button does, where it opens no name prompt */
  onNew?: () => void;
  prompt?: NewItemPrompt;
  /** Links or buttons beside the main one */
  children?: ReactNode;
}

/** The row above a list with its main button ("New story"), which asks for a name when given a prompt. */
export function NewItemRow({ label, onNew, prompt, children }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className="rf-row">
        <button type="button" className="rf-primary" onClick={prompt ? () => setAsking(true) : onNew}>
          {label}
        </button>
        {children}
      </div>
      {prompt && asking && (
        <PromptDialog
          title={prompt.title ?? label}
          label={prompt.label}
          confirmLabel="Create"
          validate={prompt.validate}
          onSubmit={async (answer) => {
            await prompt.create(answer);
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
