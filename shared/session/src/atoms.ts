import { atom } from 'jotai';
import type { Api } from '@reelforge/api';
import type { AuthConfig, FxType, Project, RebrandingConfig, RegionsConfig, SessionUser } from '@reelforge/model';

export const tokenAtom = atom<string | null>(null);
export const userAtom = atom<SessionUser | null>(null);
export const authConfigAtom = atom<AuthConfig | null>(null);
export const regionsAtom = atom<RegionsConfig>({});
export const rebrandingAtom = atom<RebrandingConfig | null>(null);
export const apiAtom = atom<Api | null>(null);
export const fxTypeAtom = atom<FxType | undefined>(undefined);
export const currentProjectAtom = atom<Project | null>(null);

/** Pending state changes; the loading flag is up while any is pending. */
export const pendingAtom = atom(0);
export const loadingAtom = atom((get) => get(pendingAtom) > 0);

export interface UserErrorEvent {
  title: string;
  /** HTML from a server or user; the dialog sanitises it before showing it. */
  html: string;
}
export const userErrorAtom = atom<UserErrorEvent | null>(null);

export interface StateChangeError {
  from: string;
  to: string;
  error: unknown;
}
export const stateChangeErrorAtom = atom<StateChangeError | null>(null);
