import { type ReactNode, useRef, useState } from 'react';
import { Field } from './Field.js';

type Copied = 'copied' | 'failed' | null;

export interface ShownOnceSecretProps {
  /** The field's label: what the secret is and whose. */
  label: string;
  value: string;
  /** What the messages call it: "the key is selected…". */
  noun: string;
  /** The note under the field, after its "Shown once." (what to do with it). */
  children: ReactNode;
}

/**
 * A secret the service answers only once (a generated password, an API key, a webhook's
 * signing secret): in a read-only field with a Copy button and a note that it cannot be shown
 * again. Where the clipboard refuses, the value is selected to be copied by hand.
 */
export function ShownOnceSecret({ label, value, noun, children }: ShownOnceSecretProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="rf-shown-once">
      <Field label={label}>
        {(control) => (
          <div className="rf-shown-once-row">
            <input
              {...control}
              ref={field}
              readOnly
              value={value}
              spellCheck={false}
              autoComplete="off"
              className="rf-shown-once-value"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" onClick={() => void copy()}>
              Copy
            </button>
          </div>
        )}
      </Field>
      <p className="rf-shown-once-note">
        <strong>Shown once.</strong> {children}
      </p>
      <p role="status" className="rf-hint">
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? `The clipboard could not be used: the ${noun} is selected, copy it with Ctrl+C (⌘C on a Mac).`
            : ''}
      </p>
    </div>
  );
}
