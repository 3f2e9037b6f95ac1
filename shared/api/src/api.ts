import type { RegionConfig, RegionsConfig } from '@reelforge/model';
import { accountsClient, type AccountsClient } from './accounts-client.js';
import { assetsClient, type AssetsClient } from './assets-client.js';
import { batchClient, type BatchClient } from './batch-client.js';
import type { Http } from './http.js';
import { moviesClient, type MoviesClient } from './movies-client.js';
import { listProjectsAcrossRegions, type AllProjects } from './projects-across-regions.js';
import { publishClient, type PublishClient } from './publish-client.js';
import { regionClient, type RegionClient } from './region-client.js';
import type { Uploader } from './upload.js';

/** What an area's client of one region is made from. */
export interface RegionContext {
  http: Http;
  upload: Uploader;
  region: string;
  config: RegionConfig;
}

export type RegionalClientFactory<T> = (context: RegionContext) => T;

/** Every host of docs/reference.md §7 the console talks to, bound to one session. */
export interface Api {
  http: Http;
  accounts: AccountsClient;
  region(name: string): RegionClient;
  assets(region: string): AssetsClient;
  movies(region: string): MoviesClient;
  batch(region: string): BatchClient;
  publish(region: string): PublishClient;
  /**
   * An area's own client of a region, made once per factory and region. Area clients live
   * in their own entries (`@reelforge/api/tags`, ...), so the host's first page does not
   * carry every area's calls (docs/architecture.md, "Area clients").
   */
  regional<T>(factory: RegionalClientFactory<T>, region: string): T;
  listAllProjects(only?: string): Promise<AllProjects>;
}

export function createApi(http: Http, upload: Uploader, baseurl: string, regions: RegionsConfig): Api {
  const configOf = (name: string) => {
    const config = regions[name];
    if (!config) throw new Error(`Unknown region ${name}`);
    return config;
  };
  const region = memoise((name: string) => regionClient(http, configOf(name)));
  const assets = memoise((name: string) => assetsClient(http, upload, configOf(name)));
  const movies = memoise((name: string) => moviesClient(http, configOf(name)));
  const batch = memoise((name: string) => batchClient(http, name, configOf(name)));
  const publish = memoise((name: string) => publishClient(http, configOf(name)));
  const regionals = new Map<RegionalClientFactory<unknown>, (name: string) => unknown>();
  const regional = <T>(factory: RegionalClientFactory<T>, name: string): T => {
    let made = regionals.get(factory);
    if (!made) {
      made = memoise((region: string) => factory({ http, upload, region, config: configOf(region) }));
      regionals.set(factory, made);
    }
    return made(name) as T;
  };
  return {
    http,
    accounts: accountsClient(http, baseurl),
    region,
    assets,
    movies,
    batch,
    publish,
    regional,
    listAllProjects: (only) => listProjectsAcrossRegions(regions, region, only),
  };
}

function memoise<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
