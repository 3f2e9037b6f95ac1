import { useEffect, useRef, useState } from 'react';
import { COPY_TOKEN_RENEW_MS, messageOf } from '@reelforge/model';
import { useApi, useAuthConfig } from '@reelforge/session';
import { renewToken } from './user-session.js';

/** An account's own token held by the copy tool. */
export interface HeldToken {
  username: string;
  token: string;
}

/**
 * The per-user token of the copy tool (docs/reference.md §6, §9): `hold` asks for the account's
 * token (POST /auth/assume, written to the audit log) without changing the admin's session; while
 * it is held, a copy included, it is renewed every 10 minutes (POST /auth/renew with it), so a
 * long copy never outlives it. A failed renewal is kept in `problem`.
 */
export function useHeldToken(): {
  held: HeldToken | null;
  hold: (username: string) => Promise<void>;
  release: () => void;
  problem: string | null;
} {
  const api = useApi();
  const auth = useAuthConfig();
  const [held, setHeld] = useState<HeldToken | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef(held);
  current.current = held;
  const username = held?.username ?? null;

  useEffect(() => {
    if (!username || !auth) return;
    const timer = window.setInterval(() => {
      const now = current.current;
      if (!now) return;
      renewToken(api, auth.baseurl, now.token).then(
        (token) =>
          setHeld((then) => (then && then.username === now.username ? { username: now.username, token } : then)),
        (error: unknown) => setProblem(`The token of ${now.username} could not be renewed: ${messageOf(error)}`),
      );
    }, COPY_TOKEN_RENEW_MS);
    return () => window.clearInterval(timer);
  }, [api, auth, username]);

  return {
    held,
    problem,
    hold: async (name) => {
      const { Token } = await api.accounts.assume(name);
      setProblem(null);
      setHeld({ username: name, token: Token });
    },
    release: () => {
      setHeld(null);
      setProblem(null);
    },
  };
}
