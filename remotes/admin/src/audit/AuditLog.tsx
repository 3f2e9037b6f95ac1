import { useState } from 'react';
import { auditClient } from '@reelforge/api/admin';
import { useApi, useAuthConfig } from '@reelforge/session';
import { ItemTable } from '@reelforge/ui/lists';
import { queryError, useServerQuery, adminKeys } from '@reelforge/ui/server-state';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The audit log of admin actions (docs/admin.md): who acted as or copied whose account, what
 * and when, newest first, 50 a page. Shown on the admin's pages only, so only admins read it.
 */
export function AuditLog() {
  const api = useApi();
  const auth = useAuthConfig();
  // The page tokens walked so far: the last one is the page shown ('' is the first page).
  const [pages, setPages] = useState<string[]>(['']);
  const token = pages[pages.length - 1] ?? '';
  const query = useServerQuery(
    adminKeys.audit(token),
    () => auditClient(api.http, auth?.baseurl ?? '').list(token || undefined),
    { enabled: Boolean(auth) },
  );
  const error = queryError(query);
  const entries = query.data?.Entries ?? [];
  const next = query.data?.Metadata.PageToken;
  return (
    <section className="rf-admin-audit" aria-label="Audit log">
      <h2>Audit log</h2>
      {error && <p role="alert">The audit log could not be read: {error}</p>}
      {query.isSuccess && entries.length === 0 && <p className="rf-empty">No admin actions yet.</p>}
      {entries.length > 0 && (
        <ItemTable
          label="Admin actions"
          items={entries}
          rowKey={(entry, index) => `${entry.when} ${index}`}
          columns={[
            { header: 'When', cell: (entry) => when(entry.when) },
            { header: 'Admin', cell: (entry) => entry.who },
            { header: 'Action', cell: (entry) => entry.what },
            { header: 'Account', cell: (entry) => entry.whom },
            { header: 'Details', cell: (entry) => entry.detail },
          ]}
        />
      )}
      <div className="rf-row">
        <button type="button" disabled={pages.length === 1} onClick={() => setPages((walked) => walked.slice(0, -1))}>
          Newer
        </button>
        <button type="button" disabled={!next} onClick={() => next && setPages((walked) => [...walked, next])}>
          Older
        </button>
      </div>
    </section>
  );
}
