// Render analytics, error logs and the account's usage (docs/analytics.md, docs/analytics-console.md,
// docs/usage.md): an entry of its own, apart from the model's index, so the host's first page does
// not carry rules only the analytics area and the platform use.
export * from './analytics-query.js';
export * from './render-analytics.js';
export * from './error-log.js';
export * from './usage.js';
