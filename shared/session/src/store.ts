import { createStore } from 'jotai';

/**
 * The one jotai store of the console. The host provides it; remotes reach it through the
 * hooks of this package, which is a shared singleton, so every area sees the same state.
 */
export const sessionStore = createStore();
