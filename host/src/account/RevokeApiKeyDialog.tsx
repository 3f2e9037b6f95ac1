import type { ApiKey, ApiKeysClient } from '@reelforge/api/api-keys';
import { ConfirmDialog, useSubmit } from '@reelforge/ui';
import { keyShown } from './api-key-text.js';

/** "Revoke key?": asked before a key is revoked; the accounts service's refusal is shown in the dialog. */
export function RevokeApiKeyDialog({
  client,
  apiKey,
  onRevoked,
  onClose,
}: {
  client: ApiKeysClient;
  apiKey: ApiKey;
  onRevoked: () => unknown;
  onClose: () => void;
}) {
  const { busy, error, submit } = useSubmit();
  const revoke = () =>
    void submit(async () => {
      await client.revoke(apiKey.Id);
      await onRevoked();
      onClose();
    });
  return (
    <ConfirmDialog
      title={`Revoke ${apiKey.Name}?`}
      confirmLabel={busy ? 'Revoking…' : 'Revoke'}
      busy={busy}
      onConfirm={revoke}
      onCancel={busy ? () => undefined : onClose}
    >
      <p>
        Programs using the key <code>{keyShown(apiKey)}</code> are refused from their next call on. This cannot be
        undone: make a new key to let them in again.
      </p>
      {error && (
        <p className="rf-form-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
