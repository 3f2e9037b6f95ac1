import type { RegionsConfig } from '@reelforge/model';
import { accountsClient, type AccountsClient } from './accounts-client.js';
import type { Http } from './http.js';
import { listProjectsAcrossRegions, type AllProjects } from './projects-across-regions.js';
import { regionClient, type RegionClient } from './region-client.js';

/** Every host of SPEC §7 the console talks to, bound to one session. */
export interface Api {
  http: Http;
  accounts: AccountsClient;
  region(name: string): RegionClient;
  listAllProjects(only?: string): Promise<AllProjects>;
}

export function createApi(http: Http, baseurl: string, regions: RegionsConfig): Api {
  const clients = new Map<string, RegionClient>();
  const region = (name: string): RegionClient => {
    let client = clients.get(name);
    if (!client) {
      const config = regions[name];
      if (!config) throw new Error(`Unknown region ${name}`);
      client = regionClient(http, config);
      clients.set(name, client);
    }
    return client;
  };
  return {
    http,
    accounts: accountsClient(http, baseurl),
    region,
    listAllProjects: (only) => listProjectsAcrossRegions(regions, region, only),
  };
}
