import { useRef, useState } from 'react';
import { Field } from '@reelforge/ui';

type Copied = 'copied' | 'failed' | null;

/**
 * A new API key, shown this once: in a read-only field with a Copy button and a note that it
 * cannot be shown again (docs/admin-console.md, "API keys"). Where the clipboard refuses, the
 * key is selected to be copied by hand.
 */
export function ShownOnceKey({ name, secret }: { name: string; secret: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('copied');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="rf-shown-once">
      <Field label={`API key ${name}`}>
        {(control) => (
          <div className="rf-shown-once-row">
            <input
              {...control}
              ref={field}
              readOnly
              value={secret}
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
        <strong>Shown once.</strong> Copy it now into the program or secret store that will use it: it cannot be shown
        again. A program sends it as <code>Authorization: Bearer</code> followed by the key.
      </p>
      <p role="status" className="rf-hint">
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? 'The clipboard could not be used: the key is selected, copy it with Ctrl+C (⌘C on a Mac).'
            : ''}
      </p>
    </div>
  );
}
