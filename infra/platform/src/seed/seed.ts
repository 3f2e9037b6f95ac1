import { DEFAULT_REGION } from '../config/regions.ts';
import type { App } from '../app.ts';
import { addSampleContent } from './sample-project.ts';

/** The accounts of the embedded mode (README, "The two commands"; docs/architecture.md, "The platform"). */
export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'demo', isAdmin: false },
  { username: 'admin', password: 'admin', isAdmin: true },
] as const;

/**
 * On a fresh data dir (no users at all): the two demo accounts and one project with
 * sample assets and the `sample` movie, so a first visit renders something at once.
 * Only when the demo is on (config/demo.ts: the embedded `npm start`, or REELFORGE_DEMO=1);
 * a deployment makes its accounts with `pnpm reelforge account create` (accounts-cli/).
 * Returns whether it seeded.
 */
export async function seedDemoData(app: App): Promise<boolean> {
  if ((await app.users.count()) > 0) return false;
  const [demoAccount, adminAccount] = DEMO_ACCOUNTS;
  const demo = await app.users.create(demoAccount);
  await app.users.create(adminAccount);
  const sample = await app.projects.create(demo, DEFAULT_REGION, 'Sample project');
  const project = await app.projects.locate(demo, DEFAULT_REGION, sample.uid);
  try {
    if (project) await addSampleContent(project, { assets: app.assets, movies: app.movies, tools: app.mediaTools });
  } catch (error) {
    // Without ffmpeg there are no sample assets, but the console still works.
    app.log.warn({ err: error }, 'could not make the sample assets');
  }
  app.log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.username) }, 'seeded demo data');
  return true;
}
