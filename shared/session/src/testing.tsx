// For component tests: the session the host would have set up, without the atoms. Never
// imported by application code.
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { Api } from '@reelforge/api';
import type { AuthConfig, Project, RebrandingConfig, RegionsConfig, SessionUser } from '@reelforge/model';
import {
  apiAtom,
  authConfigAtom,
  currentProjectAtom,
  rebrandingAtom,
  regionsAtom,
  tokenAtom,
  userAtom,
  userErrorAtom,
  type UserErrorEvent,
} from './atoms.js';
import { sessionStore } from './store.js';

/** Renders its children in the one session store, as the host does. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <Provider store={sessionStore}>{children}</Provider>;
}

export interface TestSession {
  /** Usually a few stubbed clients, cast: a test gives only the calls its part makes. */
  api?: Api | null;
  regions?: RegionsConfig;
  user?: SessionUser | null;
  project?: Project | null;
  rebranding?: RebrandingConfig | null;
  /** The signed-in token, for what puts it in a link. */
  token?: string | null;
  /** auth.json, for what calls the accounts service. */
  auth?: AuthConfig | null;
}

/** Sets the parts of the session a test names; the others are left as they are. */
export function startSession(session: TestSession): void {
  if (session.api !== undefined) sessionStore.set(apiAtom, session.api);
  if (session.regions !== undefined) sessionStore.set(regionsAtom, session.regions);
  if (session.user !== undefined) sessionStore.set(userAtom, session.user);
  if (session.project !== undefined) sessionStore.set(currentProjectAtom, session.project);
  if (session.rebranding !== undefined) sessionStore.set(rebrandingAtom, session.rebranding);
  if (session.token !== undefined) sessionStore.set(tokenAtom, session.token);
  if (session.auth !== undefined) sessionStore.set(authConfigAtom, session.auth);
}

/** Forgets the session a test set up: the api, the regions, the user, the project, auth.json and any user error. */
export function endSession(): void {
  sessionStore.set(apiAtom, null);
  sessionStore.set(regionsAtom, {});
  sessionStore.set(userAtom, null);
  sessionStore.set(currentProjectAtom, null);
  sessionStore.set(rebrandingAtom, null);
  sessionStore.set(tokenAtom, null);
  sessionStore.set(authConfigAtom, null);
  sessionStore.set(userErrorAtom, null);
}

/** The error the error dialog would show now, if any. */
export function reportedUserError(): UserErrorEvent | null {
  return sessionStore.get(userErrorAtom);
}
