import { useMemo, useState } from 'react';
import { apiKeysClient, type ApiKey, type ApiKeysClient } from '@reelforge/api/api-keys';
import { useApi, useAuthConfig } from '@reelforge/session';
import { DataTable, ListToolbar, RowAction } from '@reelforge/ui/lists';
import { queryError, queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { accessName, keyShown, keyState, readableDate, scopeText } from './api-key-text.js';
import { NewApiKeyDialog, type ProjectChoices } from './NewApiKeyDialog.js';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog.js';
import './api-keys.css';

type Open = { kind: 'new' } | { kind: 'revoke'; apiKey: ApiKey };

const HEADS = ['Name', 'Key', 'Projects', 'Access', 'Expires', 'Last used', 'State', 'Actions'] as const;

function KeyRow({
  apiKey,
  choices,
  now,
  onRevoke,
}: {
  apiKey: ApiKey;
  choices: ProjectChoices;
  now: number;
  onRevoke: () => void;
}) {
  const { state, name } = keyState(apiKey, now);
  return (
    <tr className={state === 'active' ? undefined : 'rf-api-key-ended'}>
      <td data-label="Name" className="rf-api-key-name">
        {apiKey.Name}
      </td>
      <td data-label="Key">
        <code>{keyShown(apiKey)}</code>
      </td>
      <td data-label="Projects" className="rf-api-key-projects-cell">
        {scopeText(apiKey.Projects, choices.projects)}
      </td>
      <td data-label="Access">{accessName(apiKey.Access)}</td>
      <td data-label="Expires">{readableDate(apiKey.Expires, 'Never')}</td>
      <td data-label="Last used">{readableDate(apiKey.LastUsed, 'Not yet')}</td>
      <td data-label="State">
        <span className={`rf-api-key-state rf-api-key-state-${state}`}>{name}</span>
      </td>
      <td data-label="Actions">
        {state === 'revoked' ? (
          <span className="rf-hint">Revoked {readableDate(apiKey.Revoked)}</span>
        ) : (
          <RowAction verb="Revoke" name={apiKey.Name} onClick={onRevoke} />
        )}
      </td>
    </tr>
  );
}

function OpenDialog({
  open,
  client,
  choices,
  onClose,
}: {
  open: Open;
  client: ApiKeysClient;
  choices: ProjectChoices;
  onClose: () => void;
}) {
  const reread = useInvalidate(queryKeys.apiKeys());
  if (open.kind === 'new')
    return <NewApiKeyDialog client={client} choices={choices} onCreated={reread} onClose={onClose} />;
  return <RevokeApiKeyDialog client={client} apiKey={open.apiKey} onRevoked={reread} onClose={onClose} />;
}

/**
 * /account/apikeys (docs/admin-console.md, "API keys"): the signed-in person's API keys with
 * their projects, access, expiry, last use and state; a new key shown once; Revoke, asked first.
 * Loaded when it opens, off the host's first page.
 */
export default function ApiKeysPage() {
  const api = useApi();
  const auth = useAuthConfig();
  const baseurl = auth?.baseurl ?? '';
  const client = useMemo(() => apiKeysClient(api.http, baseurl), [api, baseurl]);
  const query = useServerQuery(queryKeys.apiKeys(), () => client.list(), { enabled: Boolean(auth) });
  const projects = useServerQuery(queryKeys.projects(), () => api.listAllProjects(), { quiet: true });
  const choices: ProjectChoices = {
    projects: projects.data?.projects,
    errors: projects.data?.errors ?? (projects.error ? [queryError(projects) ?? ''] : []),
  };
  const error = queryError(query);
  const [open, setOpen] = useState<Open | null>(null);
  const keys = query.data;
  const now = Date.now();

  return (
    <section className="rf-api-keys" aria-label="API keys">
      <ListToolbar title="API keys">
        <button type="button" className="rf-primary" onClick={() => setOpen({ kind: 'new' })}>
          New key
        </button>
      </ListToolbar>
      <p className="rf-page-note rf-api-keys-intro">
        Programs call Reelforge as you with a key, sent as <code>Authorization: Bearer</code> and the key. A key reaches
        your projects only, all of them or those you choose, and never your account itself.
      </p>
      {error && (
        <p className="rf-form-error rf-page-note" role="alert">
          Your API keys could not be read: {error} Reload the page to try again.
        </p>
      )}
      {!keys ? (
        !error && <p className="rf-empty">Loading API keys…</p>
      ) : keys.length === 0 ? (
        <p className="rf-empty">No API keys yet. Make one with New key.</p>
      ) : (
        <div className="rf-api-keys-table">
          <DataTable label="API keys" heads={HEADS}>
            {keys.map((apiKey) => (
              <KeyRow
                key={apiKey.Id}
                apiKey={apiKey}
                choices={choices}
                now={now}
                onRevoke={() => setOpen({ kind: 'revoke', apiKey })}
              />
            ))}
          </DataTable>
        </div>
      )}
      {open && <OpenDialog open={open} client={client} choices={choices} onClose={() => setOpen(null)} />}
    </section>
  );
}
