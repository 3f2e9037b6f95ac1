// The batch area's clients in tests: strict fakes whose calls fail unless a test answers them, the regions, and the session holding them.
import { vi } from 'vitest';
import type { Api, AssetsClient, BatchClient, MoviesClient, PublishClient } from '@reelforge/api';
import type { Project, RegionConfig, RegionsConfig } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';

export const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};

/** A client whose calls fail unless a test gives them an answer. */
function strict<T extends object>(calls: Partial<T>, names: readonly (keyof T)[]): T {
  const base = Object.fromEntries(
    names.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected call ${String(name)}`)))]),
  );
  return { ...base, ...calls } as T;
}

export const fakeBatch = (calls: Partial<BatchClient> = {}) =>
  strict<BatchClient>(calls, [
    'appData',
    'saveAppData',
    'jobs',
    'saveJobs',
    'scripts',
    'saveScripts',
    'startJob',
    'createQueue',
    'uploadTasks',
    'startRun',
    'queueStatus',
    'cancel',
    'runs',
    'results',
    'deleteResults',
  ]);

export const fakeMovies = (calls: Partial<MoviesClient> = {}) =>
  strict<MoviesClient>({ renderUrl: (token, ext) => `/render/${token}.${ext}`, ...calls }, [
    'list',
    'get',
    'render',
    'renderStatus',
  ]);

export const fakeAssets = (calls: Partial<AssetsClient> = {}) => strict<AssetsClient>(calls, ['list', 'datasource']);

export const fakePublish = (calls: Partial<PublishClient> = {}) =>
  strict<PublishClient>(calls, ['distributions', 'publish', 'task', 'depublish']);

const regionConfig = (name: string, enabled = true): RegionConfig => ({
  api: `/r/${name}/api`,
  iv: `/r/${name}/iv`,
  preview: `/r/${name}/preview`,
  render: `/r/${name}/render`,
  awsregion: name,
  bucket_prefix: 'rf',
  enabled,
  create: enabled,
});

/** The regions of the session: four enabled ones besides the legacy region, and a disabled one. */
export const REGIONS: RegionsConfig = {
  'eu-west-1': regionConfig('eu-west-1'),
  'us-east-1': regionConfig('us-east-1'),
  'ap-southeast-2': regionConfig('ap-southeast-2'),
  'sa-east-1': regionConfig('sa-east-1'),
  'eu-central-1': regionConfig('eu-central-1'),
  'eu-original-1': regionConfig('eu-original-1'),
  'us-west-2': regionConfig('us-west-2', false),
};

export interface Clients {
  /** The clients of the project's own region. */
  batch: BatchClient;
  movies: MoviesClient;
  assets: AssetsClient;
  publish: PublishClient;
  /** The batch and movie clients of other regions; asking for one not here fails the test. */
  elsewhere?: Record<string, { batch?: BatchClient; movies?: MoviesClient }>;
}

/** Puts a session with these clients, for a project (by default `project`), into the one store. */
export function session(clients: Clients, at: Project = project): void {
  const inRegion =
    <T,>(kind: string, home: T, other: (region: string) => T | undefined = () => undefined) =>
    (region: string): T => {
      const client = region === at.region ? home : other(region);
      if (!client) throw new Error(`The test gives no ${kind} client for ${region}`);
      return client;
    };
  const api = {
    batch: inRegion('batch', clients.batch, (region) => clients.elsewhere?.[region]?.batch),
    movies: inRegion('movies', clients.movies, (region) => clients.elsewhere?.[region]?.movies),
    assets: inRegion('assets', clients.assets),
    publish: inRegion('publish', clients.publish),
  };
  startSession({ api: api as unknown as Api, regions: REGIONS, user: { username: 'demo', admin: false }, project: at });
}
