import { TOKEN_COOKIE, TOKEN_LIFETIME_SECONDS } from '@reelforge/model';
import { parseKeptAdminSession } from '@reelforge/model/acting-as';
import { useUser } from '@reelforge/session';
import { writeCookie } from '@reelforge/ui';

/**
 * While an admin acts as another account (docs/reference.md §6), a banner says so and leads
 * back: the admin's own token, kept in the tab's session storage (`stored`, as the shell read
 * it), becomes the console's token again and the console starts over as the admin. Fetched
 * only when a session is kept.
 */
export default function ActingAsBanner({ stored }: { stored: string }) {
  const user = useUser();
  const kept = parseKeptAdminSession(stored);
  if (!user || !kept || kept.admin === user.username) return null;
  const back = () => {
    // As the host saves a token (auth/cookies.ts); importing that module from here would split it off the first page's
    // chunk.
    writeCookie(TOKEN_COOKIE, kept.token, TOKEN_LIFETIME_SECONDS);
    // The tab keeps nothing else of a session: going back forgets the kept one.
    sessionStorage.clear();
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
