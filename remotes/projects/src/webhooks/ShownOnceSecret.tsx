import { useRef, useState } from 'react';
import { Field } from '@reelforge/ui';

type Copied = 'copied' | 'failed' | null;

/**
 * A webhook's secret, shown this once: in a read-only field with a Copy button and a note that
 * it cannot be shown again. Where the clipboard refuses, the secret is selected to copy by hand.
 */
export function ShownOnceSecret({ secret }: { secret: string }) {
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
    <div className="rf-webhook-secret">
      <Field label="Signing secret">
        {(control) => (
          <div className="rf-webhook-secret-row">
            <input
              {...control}
              ref={field}
              readOnly
              value={secret}
              spellCheck={false}
              autoComplete="off"
              className="rf-webhook-secret-value"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" onClick={() => void copy()}>
              Copy
            </button>
          </div>
        )}
      </Field>
      <p className="rf-webhook-secret-note">
        <strong>Shown once.</strong> Copy it now into the receiver that checks the signatures: it cannot be shown again.
        If it is lost, give the webhook a new secret.
      </p>
      <p role="status" className="rf-hint">
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? 'The clipboard could not be used: the secret is selected, copy it with Ctrl+C (⌘C on a Mac).'
            : ''}
      </p>
    </div>
  );
}
