// Fixtures of the movies area's tests: a project, its asset list, a strict movies client and the session holding them.
import { vi } from 'vitest';
import type { Api, MoviesClient } from '@reelforge/api';
import type { AssetList, Project } from '@reelforge/model';
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

export function assetList(
  names: Partial<Record<'Videos' | 'Images' | 'Audios' | 'Fonts' | 'Datasources', string[]>> = {},
): AssetList {
  const group = (list: string[] = [], type: string) =>
    list.map((name) => ({
      name,
      uid: name,
      prjuid: 'p1',
      region: 'eu-west-1',
      awsregion: 'eu-west-1',
      type,
      mimetype: '',
    }));
  return {
    Videos: group(names.Videos, 'video'),
    Images: group(names.Images, 'image'),
    Audios: group(names.Audios, 'audio'),
    Fonts: group(names.Fonts, 'font'),
    Datasources: group(names.Datasources, 'datasource'),
    Trackdata: [],
    Generic: [],
    Metadata: {},
  } as AssetList;
}

/** A movies client whose calls fail unless a test gives them an answer. */
export function fakeMovies(calls: Partial<MoviesClient> = {}): MoviesClient {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call ${name}`)));
  const base: MoviesClient = {
    list: unexpected('list'),
    page: unexpected('page'),
    pages: async function* () {
      yield* [];
      throw new Error('unexpected call pages');
    },
    get: unexpected('get'),
    save: unexpected('save'),
    remove: unexpected('remove'),
    variables: unexpected('variables'),
    render: unexpected('render'),
    renderStatus: unexpected('renderStatus'),
    cancelRender: unexpected('cancelRender'),
    renderUrl: (token, ext, frame) => `/render/${token}.${ext}${frame === undefined ? '' : `?frame=${frame}`}`,
    previewFrame: unexpected('previewFrame'),
    storyFrame: unexpected('storyFrame'),
    previewStream: unexpected('previewStream'),
    structure: unexpected('structure'),
    isShared: vi.fn(async () => false),
    share: unexpected('share'),
    unshare: unexpected('unshare'),
  };
  const client = { ...base, ...calls };
  // The list in one page unless a test pages it itself.
  if (!calls.page) client.page = vi.fn(async (prjuid: string) => ({ items: await client.list(prjuid) }));
  if (!calls.pages)
    client.pages = async function* (prjuid: string) {
      yield await client.list(prjuid);
    };
  return client;
}

/** Puts a session with these clients into the one store. */
export function session(movies: MoviesClient, assets: AssetList = assetList()): void {
  startSession({
    api: { movies: () => movies, assets: () => ({ list: async () => assets }) } as unknown as Api,
    user: { username: 'demo', admin: false },
    project,
  });
}
