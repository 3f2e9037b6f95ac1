export { sessionStore } from './store.js';
export * from './atoms.js';
export * from './hooks.js';
export type { AreaProps, AreaModule } from './area-contract.js';
