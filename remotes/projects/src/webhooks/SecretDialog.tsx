import { useState } from 'react';
import type { Webhook, WebhooksClient } from '@reelforge/api/webhooks';
import { ConfirmDialog, Dialog, useSubmit } from '@reelforge/ui';
import { ShownOnceSecret } from './ShownOnceSecret.js';

/**
 * "New secret": asked first (the receiver must take the new one, the old one signs nothing more),
 * then the new secret shown once.
 */
export function SecretDialog({
  client,
  prjuid,
  hook,
  onClose,
}: {
  client: WebhooksClient;
  prjuid: string;
  hook: Webhook;
  onClose: () => void;
}) {
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, error, submit } = useSubmit();
  if (secret)
    return (
      <Dialog
        title="New secret"
        onClose={onClose}
        actions={
          <button type="button" className="rf-primary" onClick={onClose} autoFocus>
            Done
          </button>
        }
      >
        <ShownOnceSecret secret={secret} />
      </Dialog>
    );
  return (
    <ConfirmDialog
      title="Give the webhook a new secret?"
      confirmLabel={busy ? 'Making…' : 'New secret'}
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        void submit(async () => {
          setSecret((await client.rotateSecret(prjuid, hook.Id)).Secret);
        })
      }
    >
      <p>
        Deliveries to <strong className="rf-webhook-url">{hook.Url}</strong> are signed with the new secret from now on,
        those waiting too; the receiver refuses them until it checks with the new one.
      </p>
      {error && (
        <p className="rf-form-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
