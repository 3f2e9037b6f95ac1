import { useEffect, useState } from 'react';
import type { Webhook, WebhookDelivery, WebhooksClient } from '@reelforge/api/webhooks';
import { messageOf } from '@reelforge/model';
import { DataTable, RowAction } from '@reelforge/ui/lists';
import { queryError, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { webhookKeys } from './webhook-keys.js';
import { deliveryWhen, lastAnswer, readableDate, statusName } from './webhook-text.js';

const HEADS = ['Event', 'Status', 'Tries', 'Last answer', 'Created', 'When', 'Actions'] as const;
/** Deliveries a page of the log shows. */
export const LOG_PAGE = 50;
/** While some are pending, the log reads again this often. */
const PENDING_POLL_MS = 5000;

function DeliveryRow({ delivery, onResend }: { delivery: WebhookDelivery; onResend: () => void }) {
  return (
    <tr className={`rf-delivery rf-delivery-${delivery.Status}`}>
      <td data-label="Event">
        <code>{delivery.Event}</code>
      </td>
      <td data-label="Status">
        <span className={`rf-delivery-status rf-delivery-status-${delivery.Status}`}>
          {statusName(delivery.Status)}
        </span>
      </td>
      <td data-label="Tries">{delivery.Tries}</td>
      <td data-label="Last answer" className="rf-delivery-answer">
        {lastAnswer(delivery)}
      </td>
      <td data-label="Created">
        <time dateTime={delivery.Created}>{readableDate(delivery.Created)}</time>
      </td>
      <td data-label="When">{deliveryWhen(delivery)}</td>
      <td data-label="Actions">
        <RowAction
          verb="Send again"
          name={`${delivery.Event} of ${readableDate(delivery.Created)}`}
          onClick={onResend}
        />
      </td>
    </tr>
  );
}

/**
 * A hook's delivery log, newest first: event, status, tries, the last answer and when; each can
 * be sent again, and the hook sent a test event. It reads again every few seconds while a
 * delivery is pending; older pages come with Show older.
 */
export function DeliveryLog({
  client,
  region,
  prjuid,
  hook,
}: {
  client: WebhooksClient;
  region: string;
  prjuid: string;
  hook: Webhook;
}) {
  const key = webhookKeys.deliveries(region, prjuid, hook.Id);
  const [pending, setPending] = useState(false);
  const first = useServerQuery(key, () => client.deliveries(prjuid, hook.Id, { limit: LOG_PAGE }), {
    quiet: true,
    refetchInterval: pending ? PENDING_POLL_MS : false,
  });
  const reread = useInvalidate(key);
  const [older, setOlder] = useState<{ rows: WebhookDelivery[]; next?: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const error = queryError(first);
  const rows = [...(first.data?.Deliveries ?? []), ...(older?.rows ?? [])];
  const next = older ? older.next : first.data?.Next;
  const anyPending = rows.some((row) => row.Status === 'pending');
  useEffect(() => setPending(anyPending), [anyPending]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setNote(null);
    try {
      await work();
      setNote(done);
      setOlder(null);
      await reread();
    } catch (failure) {
      setNote(messageOf(failure));
    }
  };
  const showOlder = async () => {
    if (!next) return;
    try {
      const page = await client.deliveries(prjuid, hook.Id, { before: next, limit: LOG_PAGE });
      setOlder({ rows: [...(older?.rows ?? []), ...page.Deliveries], ...(page.Next ? { next: page.Next } : {}) });
    } catch (failure) {
      setNote(messageOf(failure));
    }
  };

  return (
    <section className="rf-delivery-log" aria-label={`Deliveries to ${hook.Url}`}>
      <div className="rf-delivery-log-head">
        <h2>
          Deliveries to <span className="rf-webhook-url">{hook.Url}</span>
        </h2>
        <button
          type="button"
          disabled={!hook.Enabled}
          title={hook.Enabled ? undefined : 'Enable the webhook to send it a test event'}
          onClick={() => void act(() => client.ping(prjuid, hook.Id), 'A test event is on its way.')}
        >
          Send test event
        </button>
        <button type="button" onClick={() => void reread()}>
          Refresh
        </button>
      </div>
      <p role="status" className="rf-hint">
        {note ?? ''}
      </p>
      {error && (
        <p className="rf-form-error" role="alert">
          The deliveries could not be read: {error}
        </p>
      )}
      {!first.data ? (
        !error && <p className="rf-empty">Loading deliveries…</p>
      ) : rows.length === 0 ? (
        <p className="rf-empty">No deliveries yet. Send a test event to try the address.</p>
      ) : (
        <div className="rf-webhooks-table">
          <DataTable label="Deliveries" heads={HEADS}>
            {rows.map((delivery) => (
              <DeliveryRow
                key={delivery.Id}
                delivery={delivery}
                onResend={() =>
                  void act(() => client.resend(prjuid, hook.Id, delivery.Id), 'The delivery is sent again.')
                }
              />
            ))}
          </DataTable>
          {next && (
            <button type="button" className="rf-delivery-older" onClick={() => void showOlder()}>
              Show older
            </button>
          )}
        </div>
      )}
    </section>
  );
}
