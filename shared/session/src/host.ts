// The host's own entry: the atoms and the one store, for the host to set up the session
// (boot, token renewal, the dialogs it owns). Areas read and change the session only through
// the hooks of '@reelforge/session'; the linter lets nothing but host/ import this entry.
export { sessionStore } from './store.js';
export * from './atoms.js';
