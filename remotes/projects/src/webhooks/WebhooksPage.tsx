import { useMemo, useState } from 'react';
import { webhooksClient, type Webhook } from '@reelforge/api/webhooks';
import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { DataTable, ListToolbar, RowAction } from '@reelforge/ui/lists';
import { queryError, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { DeleteWebhookDialog } from './DeleteWebhookDialog.js';
import { DeliveryLog } from './DeliveryLog.js';
import { SecretDialog } from './SecretDialog.js';
import { WebhookDialog } from './WebhookDialog.js';
import { webhookKeys } from './webhook-keys.js';
import { eventsText, readableDate } from './webhook-text.js';
import './webhooks.css';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; hook: Webhook }
  | { kind: 'secret'; hook: Webhook }
  | { kind: 'delete'; hook: Webhook };

const HEADS = ['Address', 'Events', 'State', 'Created', 'Actions'] as const;

function HookRow({
  hook,
  shown,
  onShow,
  onOpen,
}: {
  hook: Webhook;
  shown: boolean;
  onShow: () => void;
  onOpen: (open: Open) => void;
}) {
  const name = hook.Url;
  return (
    <tr className={hook.Enabled ? undefined : 'rf-webhook-disabled'} aria-current={shown || undefined}>
      <td data-label="Address" className="rf-webhook-address">
        <span className="rf-webhook-url">{hook.Url}</span>
      </td>
      <td data-label="Events" title={hook.Events.join(', ')}>
        {eventsText(hook.Events)}
      </td>
      <td data-label="State">
        <span className={`rf-webhook-state rf-webhook-state-${hook.Enabled ? 'on' : 'off'}`}>
          {hook.Enabled ? 'Enabled' : 'Disabled'}
        </span>
      </td>
      <td data-label="Created">
        <time dateTime={hook.Created}>{readableDate(hook.Created)}</time>
      </td>
      <td data-label="Actions">
        <div className="rf-webhook-actions">
          <button type="button" aria-label={`Deliveries of ${name}`} aria-pressed={shown} onClick={onShow}>
            Deliveries
          </button>
          <RowAction verb="Edit" name={name} onClick={() => onOpen({ kind: 'edit', hook })} />
          <RowAction verb="New secret" name={name} onClick={() => onOpen({ kind: 'secret', hook })} />
          <RowAction verb="Delete" name={name} onClick={() => onOpen({ kind: 'delete', hook })} />
        </div>
      </td>
    </tr>
  );
}

/**
 * …/webhooks (docs/api.md, "Webhooks"): the project's hooks with their address, events and state;
 * adding one shows its secret once; edit, a new secret (shown once) and delete, each asked first
 * where it cannot be undone; the delivery log of the hook chosen, with Send again and Send test event.
 */
export function WebhooksPage({ project }: { project: Project }) {
  const api = useApi();
  const client = useMemo(() => api.regional(webhooksClient, project.region), [api, project.region]);
  const key = webhookKeys.hooks(project.region, project.uid);
  const query = useServerQuery(key, () => client.list(project.uid));
  const reread = useInvalidate(key);
  const [open, setOpen] = useState<Open | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const error = queryError(query);
  const hooks = query.data;
  const shown = hooks?.find((hook) => hook.Id === shownId) ?? hooks?.[0];
  const close = () => setOpen(null);

  return (
    <section className="rf-webhooks" aria-label="Webhooks">
      <ListToolbar title="Webhooks">
        <button type="button" className="rf-primary" onClick={() => setOpen({ kind: 'add' })}>
          Add webhook
        </button>
      </ListToolbar>
      <p className="rf-hint rf-page-note">
        Renders and batch runs of {project.name} are POSTed as JSON to these addresses, each signed with its webhook’s
        secret (the Reelforge-Signature header) so the receiver can tell they are ours.
      </p>
      {error && (
        <p className="rf-form-error rf-page-note" role="alert">
          The webhooks could not be read: {error} Reload the page to try again.
        </p>
      )}
      {!hooks ? (
        !error && <p className="rf-empty">Loading webhooks…</p>
      ) : hooks.length === 0 ? (
        <p className="rf-empty">No webhooks yet. Add one to have this project’s events sent to your address.</p>
      ) : (
        <>
          <div className="rf-webhooks-table">
            <DataTable label="Webhooks" heads={HEADS}>
              {hooks.map((hook) => (
                <HookRow
                  key={hook.Id}
                  hook={hook}
                  shown={hook.Id === shown?.Id}
                  onShow={() => setShownId(hook.Id)}
                  onOpen={setOpen}
                />
              ))}
            </DataTable>
          </div>
          {shown && (
            <DeliveryLog key={shown.Id} client={client} region={project.region} prjuid={project.uid} hook={shown} />
          )}
        </>
      )}
      {open?.kind === 'add' && (
        <WebhookDialog client={client} prjuid={project.uid} onSaved={() => void reread()} onClose={close} />
      )}
      {open?.kind === 'edit' && (
        <WebhookDialog
          client={client}
          prjuid={project.uid}
          hook={open.hook}
          onSaved={() => void reread()}
          onClose={close}
        />
      )}
      {open?.kind === 'secret' && (
        <SecretDialog client={client} prjuid={project.uid} hook={open.hook} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <DeleteWebhookDialog
          client={client}
          prjuid={project.uid}
          hook={open.hook}
          onDeleted={() => void reread()}
          onClose={close}
        />
      )}
    </section>
  );
}
