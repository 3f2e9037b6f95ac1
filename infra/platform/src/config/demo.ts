import { flag, text, type Env } from './env.ts';

/**
 * Whether a fresh data folder gets the demo accounts (demo / demo, admin / admin) and the sample
 * project (seed.ts; README, "The first admin"): REELFORGE_DEMO=1 or 0 when set; otherwise only
 * the embedded `npm start`, never a deployment with DATABASE_URL, which makes its accounts
 * with `pnpm reelforge account create`.
 */
export function demoFromEnv(env: Env): boolean {
  return flag(env, 'REELFORGE_DEMO') ?? text(env, 'DATABASE_URL') === undefined;
}
