import { useDeferredValue, useState } from 'react';
import { projectSearchText } from '@reelforge/model/admin';
import { TextField, useSubmit } from '@reelforge/ui';
import { useActAs } from '../assume/useActAs.js';
import { useProjectOwners } from './useProjectOwners.js';

/**
 * /assumebyproject (docs/reference.md §2, §6): find an account by one of its projects, by name
 * or uid, in every enabled region; each hit shows the project, its region and its owner, and
 * acts as that owner.
 */
export function AssumeByProjectPage() {
  const [typed, setTyped] = useState('');
  const deferred = useDeferredValue(typed);
  const text = projectSearchText(deferred);
  const searched = typeof text === 'string' ? text : null;
  const regions = useProjectOwners(searched);
  const actAs = useActAs();
  const { busy, error, submit } = useSubmit();
  const hits = regions.flatMap((r) => r.hits ?? []);
  const pending = regions.some((r) => !r.hits && !r.problem);

  return (
    <section className="rf-admin-page" aria-label="Find account by project">
      <h2>Find account by project</h2>
      <TextField
        label="Project name or uid"
        value={typed}
        onChange={setTyped}
        placeholder="At least 2 characters"
        autoComplete="off"
      />
      {error && (
        <p className="rf-form-error" role="alert">
          Could not act as that account: {error}
        </p>
      )}
      {searched === null ? (
        <p className="rf-empty">Type at least 2 characters of a project name or uid to search every region.</p>
      ) : (
        <>
          {regions
            .filter((r) => r.problem)
            .map((r) => (
              <p key={r.region} className="rf-form-error" role="alert">
                {r.region} could not be searched: {r.problem} The other regions' projects are shown; search again to
                retry.
              </p>
            ))}
          {hits.length > 0 ? (
            <table className="rf-table" aria-label="Projects found">
              <thead>
                <tr>
                  <th>Project</th>
                  <th>Region</th>
                  <th>Owner</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {hits.map((hit) => (
                  <tr key={`${hit.region}/${hit.uid}`}>
                    <td>
                      {hit.name} <span className="rf-admin-uid">{hit.uid}</span>
                    </td>
                    <td>{hit.region}</td>
                    <td>{hit.owner.username}</td>
                    <td>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => void submit(() => actAs(hit.owner.username))}
                      >
                        Act as {hit.owner.username}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : pending ? (
            <p className="rf-empty">Searching…</p>
          ) : (
            <p className="rf-empty">No project matches “{searched}” in the regions searched.</p>
          )}
        </>
      )}
    </section>
  );
}
