import { ACTING_AS_KEY, parseKeptAdminSession } from '@reelforge/model';
import { useUser } from '@reelforge/session';
import { saveTokenCookie } from '../auth/cookies.js';

/**
 * While an admin acts as another account (docs/reference.md §6), a banner says so and leads
 * back: the admin's own token, kept in the tab's session storage, becomes the console's token
 * again and the console starts over as the admin. Fetched only when a session is kept.
 */
export function ActingAsBanner() {
  const user = useUser();
  const kept = parseKeptAdminSession(window.sessionStorage.getItem(ACTING_AS_KEY));
  if (!user || !kept || kept.admin === user.username) return null;
  const back = () => {
    saveTokenCookie(kept.token);
    window.sessionStorage.removeItem(ACTING_AS_KEY);
    window.location.assign('/projects');
  };
  return (
    <div className="rf-acting-as" role="status" aria-label={`Acting as ${user.username}`}>
      Acting as <strong>{user.username}</strong>
      <button type="button" onClick={back}>
        Back to {kept.admin}
      </button>
    </div>
  );
}
