import { clientErrorsClient } from '@reelforge/api/client-errors';
import { useApi, useAuthConfig, useUser } from '@reelforge/session';
import { ErrorPanel } from '@reelforge/ui';
import { DataTable } from '@reelforge/ui/lists';
import { queryError, queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import './usage.css';

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');

/** The list itself: read only once the caller is known to be an admin. */
function ClientErrorList({ baseurl }: { baseurl: string }) {
  const api = useApi();
  const query = useServerQuery(queryKeys.clientErrors(), () => clientErrorsClient(api.http, baseurl).list());
  const error = queryError(query);
  if (error && !query.data) {
    return (
      <p className="rf-form-error rf-page-note" role="alert">
        The client errors could not be read: {error}
      </p>
    );
  }
  if (!query.data) return <p className="rf-empty">Loading…</p>;
  if (query.data.length === 0) return <p className="rf-empty">No client errors have been reported.</p>;
  return (
    <div className="rf-usage-scroll">
      <DataTable label="Client errors" heads={['From', 'To', 'Error', 'Version', 'Count', 'First seen', 'Last seen']}>
        {query.data.map((group) => (
          <tr key={`${group.from} ${group.to} ${group.version} ${group.error}`}>
            <td>{group.from}</td>
            <td>{group.to}</td>
            <td>
              <pre className="rf-client-error">{group.error}</pre>
            </td>
            <td>{group.version}</td>
            <td>{group.count}</td>
            <td className="rf-usage-when">{when(group.first)}</td>
            <td className="rf-usage-when">{when(group.last)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/**
 * The failed state changes consoles reported (docs/reference.md §8, docs/usage.md), grouped
 * with their counts: for admins only, and never asked for by anyone else.
 */
export function ClientErrorsPage() {
  const user = useUser();
  const auth = useAuthConfig();
  return (
    <div className="rf-usage">
      <div className="rf-toolbar">
        <h1>Client errors</h1>
      </div>
      {!user?.admin ? (
        <ErrorPanel title="Access denied">
          <p>This page is for administrators. Sign in with an admin account to use it.</p>
        </ErrorPanel>
      ) : auth ? (
        <ClientErrorList baseurl={auth.baseurl} />
      ) : null}
    </div>
  );
}
