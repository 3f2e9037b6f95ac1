import type { AuthConfig, RebrandingConfig, RegionsConfig } from '@reelforge/model';
import { DEFAULT_COMPANY_NAME } from '@reelforge/model';
import type { Http } from './http.js';

export interface ConsoleConfig {
  auth: AuthConfig;
  regions: RegionsConfig;
  rebranding: RebrandingConfig;
}

/** Region and auth configuration are required; rebranding falls back to the product's own name. */
export async function loadConsoleConfig(http: Http): Promise<ConsoleConfig> {
  const [auth, regions, rebranding] = await Promise.all([
    http<AuthConfig>('/regions/auth.json').then((r) => r.data),
    http<RegionsConfig>('/regions/regions.json').then((r) => r.data),
    http<RebrandingConfig>('/regions/rebranding.json')
      .then((r) =>
        r.data && typeof r.data.company_name === 'string' ? r.data : { company_name: DEFAULT_COMPANY_NAME },
      )
      .catch(() => ({ company_name: DEFAULT_COMPANY_NAME })),
  ]);
  return { auth, regions, rebranding };
}

/** The remotes manifest: area name -> mf-manifest.json URL. */
export async function loadRemotesManifest(http: Http): Promise<Record<string, string>> {
  return (await http<Record<string, string>>('/remotes.json')).data;
}
