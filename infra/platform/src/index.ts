/** What other workspace packages (benchmarks, e2e set-up) may use. */
export { buildApp, type App, type AppOptions } from './app.ts';
export { startServer, REPO_ROOT, type RunningServer, type StartServerOptions } from './server.ts';
export { seedDemoData, DEMO_ACCOUNTS } from './seed/seed.ts';
export { REGIONS, type RegionConfig } from './config/regions.ts';
export { SAMPLE_MOVIE, SAMPLE_TITLE, SAMPLE_ASSETS } from './seed/sample-project.ts';
