// The wire contract between the console and the platform: each call's JSON schema once,
// its TypeScript type derived from it (json-schema-to-ts). The platform's routes validate
// and serialise with these schemas; the console's clients (@reelforge/api) import the
// types only, so the console carries none of this at run time. See README.md.
export * from './names.js';
export * from './common.js';
export * from './list-pages.js';
export * from './projects.js';
export * from './render-settings.js';
export * from './assets.js';
export * from './datasources.js';
export * from './track-versions.js';
export * from './tracking.js';
export * from './movies.js';
export * from './compdata.js';
export * from './playground.js';
export * from './movie-structure.js';
export * from './renders.js';
export * from './program-renders.js';
export * from './previews.js';
export * from './app-data.js';
export * from './batch.js';
export * from './publish.js';
export * from './accounts.js';
export * from './account-management.js';
export * from './api-keys.js';
export * from './shares.js';
export * from './userfs.js';
export * from './tags.js';
export type { ModelAgreement } from './model-agreement.js';
export * from './project-copy.js';
export * from './script-run.js';
export * from './stories.js';
export * from './effects-compositions.js';
export * from './token-login.js';
export * from './analytics.js';
export * from './analytics-sessions.js';
export * from './client-errors.js';
export * from './admin.js';
export * from './webhooks.js';
