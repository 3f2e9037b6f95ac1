import type { Webhook, WebhooksClient } from '@reelforge/api/webhooks';
import { ConfirmDialog, useSubmit } from '@reelforge/ui';

/** "Delete": asked first; the hook goes with its delivery log. */
export function DeleteWebhookDialog({
  client,
  prjuid,
  hook,
  onDeleted,
  onClose,
}: {
  client: WebhooksClient;
  prjuid: string;
  hook: Webhook;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { busy, error, submit } = useSubmit();
  return (
    <ConfirmDialog
      title="Delete the webhook?"
      confirmLabel={busy ? 'Deleting…' : 'Delete'}
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        void submit(async () => {
          await client.remove(prjuid, hook.Id);
          onDeleted();
          onClose();
        })
      }
    >
      <p>
        No more events are sent to <strong className="rf-webhook-url">{hook.Url}</strong>, and its delivery log is
        deleted. This cannot be undone.
      </p>
      {error && (
        <p className="rf-form-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
