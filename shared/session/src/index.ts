// What areas and shared packages use of the session: hooks, never the atoms themselves, so
// the session's shape can change without touching them. The host sets the session up
// through '@reelforge/session/host'; tests through '@reelforge/session/testing'.
export * from './hooks.js';
export type { StateChangeError, UserErrorEvent } from './atoms.js';
export type { AreaProps, AreaModule } from './area-contract.js';
