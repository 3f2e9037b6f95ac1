import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Api } from '@reelforge/api';
import {
  apiAtom,
  authConfigAtom,
  currentProjectAtom,
  fxTypeAtom,
  loadingAtom,
  pendingAtom,
  rebrandingAtom,
  regionsAtom,
  stateChangeErrorAtom,
  tokenAtom,
  userAtom,
  userErrorAtom,
  type StateChangeError,
} from './atoms.js';

export const useToken = () => useAtomValue(tokenAtom);
export const useUser = () => useAtomValue(userAtom);
export const useRegions = () => useAtomValue(regionsAtom);
/** auth.json: the accounts service's address (`baseurl`) and the rest (docs/reference.md §3). */
export const useAuthConfig = () => useAtomValue(authConfigAtom);
export const useRebranding = () => useAtomValue(rebrandingAtom);
export const useFxType = () => useAtomValue(fxTypeAtom);
export const useCurrentProject = () => useAtomValue(currentProjectAtom);
export const useSetCurrentProject = () => useSetAtom(currentProjectAtom);
export const useLoading = () => useAtomValue(loadingAtom);

/** The API clients of the signed-in session. */
export function useApi(): Api {
  const api = useAtomValue(apiAtom);
  if (!api) throw new Error('useApi is used before the session is ready');
  return api;
}

/** Runs a state change with the loading flag raised until it settles. */
export function useTrackLoading(): <T>(work: Promise<T>) => Promise<T> {
  const setPending = useSetAtom(pendingAtom);
  return useCallback(
    <T>(work: Promise<T>) => {
      setPending((n) => n + 1);
      return work.finally(() => setPending((n) => Math.max(0, n - 1)));
    },
    [setPending],
  );
}

/** Opens the error dialog with a message; the HTML is sanitised before it is shown. */
export function useReportUserError(): (html: string, title?: string) => void {
  const set = useSetAtom(userErrorAtom);
  return useCallback((html, title = 'Error') => set({ title, html }), [set]);
}

/** A failed state change: the dialog shows it, then the console reloads to /. */
export function useReportStateChangeError(): (error: StateChangeError) => void {
  return useSetAtom(stateChangeErrorAtom);
}
