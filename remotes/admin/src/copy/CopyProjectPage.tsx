import { useState } from 'react';
import { messageOf, type Project } from '@reelforge/model';
import { useApi, useRegions } from '@reelforge/session';
import { queryError, useServerQuery, adminKeys } from '@reelforge/ui/server-state';
import { AccountSearch } from '../account-search/AccountSearch.js';
import { CopyBetweenUsersDialog } from './CopyBetweenUsersDialog.js';
import { useHeldToken, type HeldToken } from './useHeldToken.js';
import { projectsOf } from './user-session.js';

/**
 * /copyproject (docs/reference.md §2, §4, §6): the admin chooses the source account, then the
 * target account, then one of the source's projects (read in every region with the source's
 * own token, renewed every 10 minutes while held), and copies it into the target's account.
 */
export function CopyProjectPage() {
  const { held, hold, release, problem } = useHeldToken();
  const [target, setTarget] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);

  const pickSource = async (username: string) => {
    setPicking(true);
    setPickError(null);
    try {
      await hold(username);
    } catch (error) {
      setPickError(`Could not read ${username}'s projects: ${messageOf(error)}`);
    } finally {
      setPicking(false);
    }
  };

  return (
    <section className="rf-admin-page" aria-label="Copy a project to another account">
      <h2>Copy a project to another account</h2>
      {held ? (
        <p>
          From <strong>{held.username}</strong>{' '}
          <button
            type="button"
            onClick={() => {
              release();
              setTarget(null);
            }}
          >
            Change source account
          </button>
        </p>
      ) : (
        <AccountSearch
          label="Source account"
          action={(username) => `Copy from ${username}`}
          disabled={picking}
          onPick={(username) => void pickSource(username)}
        />
      )}
      {pickError && (
        <p className="rf-form-error" role="alert">
          {pickError}
        </p>
      )}
      {problem && (
        <p className="rf-form-error" role="alert">
          {problem} Choose the source account again.
        </p>
      )}
      {held &&
        (target ? (
          <p>
            To <strong>{target}</strong>{' '}
            <button type="button" onClick={() => setTarget(null)}>
              Change target account
            </button>
          </p>
        ) : (
          <AccountSearch label="Target account" action={(username) => `Copy to ${username}`} onPick={setTarget} />
        ))}
      {held && target && <SourceProjects held={held} target={target} />}
    </section>
  );
}

/** The source's projects of every region, each with its Copy button. */
function SourceProjects({ held, target }: { held: HeldToken; target: string }) {
  const api = useApi();
  const regions = useRegions();
  const [copying, setCopying] = useState<Project | null>(null);
  // The key is the account's, not its token's: a renewed token does not read the list again.
  const list = useServerQuery(adminKeys.projectsOf(held.username), () => projectsOf(api, regions, held.token));
  const problem = queryError(list);
  if (problem) {
    return (
      <p className="rf-form-error" role="alert">
        Could not read {held.username}'s projects: {problem}
      </p>
    );
  }
  if (!list.data) return <p className="rf-empty">Reading {held.username}'s projects…</p>;
  const { projects, errors } = list.data;
  return (
    <>
      {errors.map((error) => (
        <p key={error} className="rf-form-error" role="alert">
          {error}
        </p>
      ))}
      {projects.length === 0 ? (
        <p className="rf-empty">{held.username} has no projects.</p>
      ) : (
        <ul className="rf-admin-results" aria-label={`Projects of ${held.username}`}>
          {projects.map((project) => (
            <li key={`${project.region}/${project.uid}`}>
              <span>
                {project.name} <small>({project.region})</small>
              </span>
              <button type="button" onClick={() => setCopying(project)}>
                Copy {project.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {copying && (
        <CopyBetweenUsersDialog
          key={`${copying.region}/${copying.uid}`}
          project={copying}
          source={held.username}
          target={target}
          onClose={() => setCopying(null)}
        />
      )}
    </>
  );
}
