import type { ClientOptions } from '@reelforge/api/program';

/** Where the command line finds the platform when REELFORGE_URL is not set. */
export const DEFAULT_URL = 'http://localhost:8080';

/**
 * The command line's settings (docs/api.md, "The command line"): the platform's address
 * (REELFORGE_URL) and the caller, an API key (REELFORGE_API_KEY) or else a sign-in token
 * (REELFORGE_TOKEN). A problem says which to set.
 */
export function cliSettings(env: NodeJS.ProcessEnv): ClientOptions | { problem: string } {
  const url = env.REELFORGE_URL?.trim() || DEFAULT_URL;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: `REELFORGE_URL must be the platform's address (like ${DEFAULT_URL}), not "${url}"` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { problem: `REELFORGE_URL must be an http or https address, not "${url}"` };
  const apiKey = env.REELFORGE_API_KEY?.trim();
  if (apiKey) return { url, apiKey };
  const token = env.REELFORGE_TOKEN?.trim();
  if (token) return { url, token };
  return {
    problem:
      "Set REELFORGE_API_KEY to an API key (made on the console's page /account/apikeys), or REELFORGE_TOKEN to a " +
      'sign-in token',
  };
}

/**
 * The folder the command was typed in, which files are named from: pnpm runs the command in the
 * workspace's root and says where it was typed in INIT_CWD (set by pnpm, no setting of ours).
 */
export function typedIn(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD || process.cwd();
}
