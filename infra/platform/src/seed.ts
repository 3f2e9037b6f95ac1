import { DEFAULT_REGION } from './config/regions.ts';
import type { App } from './app.ts';

/** The accounts of the embedded mode (ARCHITECTURE "Running it"). */
export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'demo', isAdmin: false },
  { username: 'admin', password: 'admin', isAdmin: true },
] as const;

/**
 * On a fresh data dir (no users at all): the two demo accounts and one project, so a
 * first visit has something to show. Returns whether it seeded.
 */
export async function seedDemoData(app: App): Promise<boolean> {
  if ((await app.users.count()) > 0) return false;
  const [demoAccount, adminAccount] = DEMO_ACCOUNTS;
  const demo = await app.users.create(demoAccount);
  await app.users.create(adminAccount);
  await app.projects.create(demo, DEFAULT_REGION, 'Sample project');
  app.log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.username) }, 'seeded demo data');
  return true;
}
