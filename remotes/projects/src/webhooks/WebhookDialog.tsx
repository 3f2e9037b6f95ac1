import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Webhook, WebhooksClient, WebhookWithSecret } from '@reelforge/api/webhooks';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, orderedWebhookEvents } from '@reelforge/model';
import { CheckField, Dialog, TextField, useSubmit } from '@reelforge/ui';
import { ShownOnceSecret } from './ShownOnceSecret.js';
import { hookFormProblem } from './webhook-text.js';

interface Props {
  client: WebhooksClient;
  prjuid: string;
  /** The hook to edit; none: a new one. */
  hook?: Webhook;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * "Add webhook" and "Edit": the address, the events as checkboxes and whether it is enabled; a new
 * hook's secret is then shown once in the same dialog (so the focus goes back where it was when
 * it closes).
 */
export function WebhookDialog({ client, prjuid, hook, onSaved, onClose }: Props) {
  const [url, setUrl] = useState(hook?.Url ?? '');
  const [events, setEvents] = useState<string[]>(hook ? [...hook.Events] : ['render.succeeded', 'render.failed']);
  const [enabled, setEnabled] = useState(hook?.Enabled ?? true);
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const { busy, error, setError, submit } = useSubmit();
  const done = useRef<HTMLButtonElement>(null);
  const problem = hookFormProblem(url, events);

  useEffect(() => {
    if (created) done.current?.focus();
  }, [created]);

  const toggle = (event: string, on: boolean) =>
    setEvents((chosen) => orderedWebhookEvents(on ? [...chosen, event] : chosen.filter((e) => e !== event)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || problem) return;
    if (url === '') {
      setError('Give the address the events are sent to.');
      return;
    }
    await submit(async () => {
      if (hook) {
        await client.update(prjuid, hook.Id, { Url: url, Events: events, Enabled: enabled });
        onSaved();
        onClose();
        return;
      }
      const made = await client.create(prjuid, { Url: url, Events: events, Enabled: enabled });
      setCreated(made);
      onSaved();
    });
  };

  if (created) {
    return (
      <Dialog
        title="Webhook added"
        onClose={onClose}
        actions={
          <button ref={done} type="button" className="rf-primary" onClick={onClose}>
            Done
          </button>
        }
      >
        <p className="rf-webhook-url">{created.Webhook.Url}</p>
        <ShownOnceSecret secret={created.Secret} />
      </Dialog>
    );
  }

  const shown = problem ?? error;
  return (
    <Dialog title={hook ? 'Edit webhook' : 'Add webhook'} onClose={busy ? () => undefined : onClose}>
      <form
        className="rf-form rf-webhook-form"
        aria-busy={busy || undefined}
        onSubmit={(event) => void send(event)}
        onChange={() => error && setError(null)}
      >
        <fieldset className="rf-form-fields" disabled={busy}>
          <TextField
            label="Address"
            type="url"
            value={url}
            onChange={setUrl}
            placeholder="https://example.com/hooks/reelforge"
            autoComplete="off"
            hint="Each event is POSTed here as JSON, signed with the webhook's secret."
          />
          <fieldset className="rf-webhook-events">
            <legend>Events</legend>
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} className="rf-check rf-webhook-event">
                <input
                  type="checkbox"
                  checked={events.includes(name)}
                  onChange={(e) => toggle(name, e.target.checked)}
                />
                <span>
                  <code>{name}</code>
                  <small>{WEBHOOK_EVENT_LABELS[name]}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <CheckField label="Enabled" checked={enabled} onChange={setEnabled} />
        </fieldset>
        {shown && (
          <p className="rf-form-error" role="alert">
            {shown}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="rf-primary" disabled={busy || problem !== null}>
            {busy ? 'Saving…' : hook ? 'Save' : 'Add'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
