// Fixtures of the detail viewer tests: an asset record and an assets client whose calls fail unless a test answers them.
import { vi } from 'vitest';
import type { AssetsClient } from '@reelforge/api';
import type { Asset, AssetType } from '@reelforge/model';

export function asset(name: string, type: AssetType, extra: Partial<Asset> = {}): Asset {
  return {
    name,
    uid: `uid-${name}`,
    prjuid: 'p1',
    region: 'eu-west-1',
    awsregion: 'eu-west-1',
    type,
    mimetype: '',
    ...extra,
  };
}

/** An assets client whose calls fail unless a test gives them an answer. */
export function fakeClient(calls: Partial<AssetsClient> = {}): AssetsClient {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call ${name}`)));
  const base = {
    list: unexpected('list'),
    page: unexpected('page'),
    pages: async function* () {
      yield* [];
      throw new Error('unexpected call pages');
    },
    upload: unexpected('upload'),
    uploadDatasource: unexpected('uploadDatasource'),
    remove: unexpected('remove'),
    datasource: unexpected('datasource'),
    updateDatasource: unexpected('updateDatasource'),
    mediaInfo: unexpected('mediaInfo'),
    text: unexpected('text'),
    bytes: unexpected('bytes'),
    trackVersions: unexpected('trackVersions'),
    createBaseVideo: unexpected('createBaseVideo'),
    baseVideoProgress: unexpected('baseVideoProgress'),
    thumbnailUrl: (prjuid: string, name: string, width = 128, ext = 'jpg') =>
      `https://api.test/v1/thumbnail/${prjuid}/${name}-w=${width}.${ext}`,
    mediaUrl: (prjuid: string, name: string, download = false) =>
      `https://iv.test/apps/api/v1/data/${prjuid}/${name}${download ? '?download=1' : ''}`,
    hlsUrl: (prjuid: string, name: string) => `https://iv.test/apps/api/v1/hls/${prjuid}/${name}/index.m3u8`,
  } as AssetsClient;
  const client = { ...base, ...calls };
  // The list in one page unless a test pages it itself.
  if (!calls.page) client.page = vi.fn(async (prjuid: string) => ({ items: await client.list(prjuid) }));
  if (!calls.pages)
    client.pages = async function* (prjuid: string) {
      yield await client.list(prjuid);
    };
  return client;
}
