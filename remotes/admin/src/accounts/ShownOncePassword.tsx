import { useRef, useState } from 'react';
import { Field } from '@reelforge/ui';

type Copied = 'copied' | 'failed' | null;

/**
 * A generated password, shown this once: in a read-only field with a Copy button and a note
 * that it cannot be shown again (docs/admin-console.md, "Accounts"). Where the clipboard
 * refuses, the password is selected for the admin to copy by hand.
 */
export function ShownOncePassword({ username, password }: { username: string; password: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('copied');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="rf-shown-once">
      <Field label={`Password for ${username}`}>
        {(control) => (
          <div className="rf-shown-once-row">
            <input
              {...control}
              ref={field}
              readOnly
              value={password}
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
        <strong>Shown once.</strong> Copy it now and give it to {username} in a safe way: it cannot be shown again. They
        can change it under Change password in their account menu.
      </p>
      <p role="status" className="rf-hint">
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? 'The clipboard could not be used: the password is selected, copy it with Ctrl+C (⌘C on a Mac).'
            : ''}
      </p>
    </div>
  );
}
