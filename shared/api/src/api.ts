import type { RegionsConfig } from '@reelforge/model';
import { accountsClient, type AccountsClient } from './accounts-client.js';
import { assetsClient, type AssetsClient } from './assets-client.js';
import { batchClient, type BatchClient } from './batch-client.js';
import type { Http } from './http.js';
import { moviesClient, type MoviesClient } from './movies-client.js';
import { listProjectsAcrossRegions, type AllProjects } from './projects-across-regions.js';
import { projectCopyClient, type ProjectCopyClient } from './project-copy-client.js';
import { publishClient, type PublishClient } from './publish-client.js';
import { regionClient, type RegionClient } from './region-client.js';
import { tagsClient, type TagsClient } from './tags-client.js';
import type { Uploader } from './upload.js';
import { userfsClient, type UserfsClient } from './userfs-client.js';

/** Every host of docs/reference.md §7 the console talks to, bound to one session. */
export interface Api {
  http: Http;
  accounts: AccountsClient;
  region(name: string): RegionClient;
  assets(region: string): AssetsClient;
  movies(region: string): MoviesClient;
  batch(region: string): BatchClient;
  publish(region: string): PublishClient;
  /** Copies and migrations of the region's projects. */
  copies(region: string): ProjectCopyClient;
  tags(region: string): TagsClient;
  userfs(region: string): UserfsClient;
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
  const copies = memoise((name: string) => projectCopyClient(http, configOf(name)));
  const tags = memoise((name: string) => tagsClient(http, configOf(name)));
  const userfs = memoise((name: string) => userfsClient(http, upload, configOf(name)));
  return {
    http,
    accounts: accountsClient(http, baseurl),
    region,
    assets,
    movies,
    batch,
    publish,
    copies,
    tags,
    userfs,
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
