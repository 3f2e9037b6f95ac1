// The UserFS page behind an in-memory store that keeps the platform's rules (docs/userfs.md):
// folders listed apart, names in order, a folder's removal takes what it holds.
import { vi } from 'vitest';
import { ApiError, type Api, type UploadOptions } from '@reelforge/api';
import type { UserfsClient, UserfsDirectory, UserfsFile } from '@reelforge/api/userfs';
import { assetTypeOf, userfsFolder, type RegionConfig } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import ProjectsArea from '../../src/routes.js';

const config = (name: string): RegionConfig => ({
  api: `/r/${name}/api`,
  iv: `/r/${name}/iv`,
  preview: `/r/${name}/preview`,
  render: `/r/${name}/render`,
  awsregion: name,
  bucket_prefix: 'rf',
  enabled: true,
  create: true,
});

/** A store of `paths` (a trailing slash: a folder), each file `size` bytes, and uploads the test controls. */
export function memoryStore(paths: string[], { bytes }: { bytes?: (path: string) => Promise<ArrayBuffer> } = {}) {
  const files = new Map<string, number>();
  const folders = new Set<string>();
  const addFolders = (path: string) => {
    const parts = path.split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i += 1) folders.add(`${parts.slice(0, i).join('/')}/`);
  };
  for (const path of paths) {
    if (path.endsWith('/')) addFolders(path);
    else {
      files.set(path, 100);
      addFolders(path.split('/').slice(0, -1).join('/'));
    }
  }
  const inFolder = (prefix: string, path: string) =>
    path.startsWith(prefix) && !path.slice(prefix.length, -1).includes('/') && path !== prefix;
  const fileOf = (path: string): UserfsFile => {
    const name = path.split('/').at(-1)!;
    const at = new Date(Date.UTC(2027, 0, 1)).toISOString();
    return {
      name,
      type: assetTypeOf(name),
      pathprefix: path.slice(0, -name.length),
      region: 'eu-west-1',
      metadata: { size: files.get(path)!, date_created: at, date_modified: at, mimetype: 'application/octet-stream' },
    };
  };
  const folderOf = (path: string): UserfsDirectory => {
    const name = `${path.slice(0, -1).split('/').at(-1)}/`;
    return { name, type: 'dir', pathprefix: path.slice(0, -name.length), region: 'eu-west-1' };
  };
  /** Uploads wait here until the test lets them finish (or they are cancelled). */
  const pending = new Map<string, { progress: (fraction: number) => void; finish: () => void }>();
  const client: UserfsClient = {
    list: vi.fn(),
    listAll: vi.fn(async (prefix: string) => {
      const folder = userfsFolder(prefix);
      const sorted = (list: string[]) => list.sort((a, b) => (a < b ? -1 : 1));
      return {
        folders: sorted([...folders].filter((path) => inFolder(folder, path))).map(folderOf),
        files: sorted([...files.keys()].filter((path) => inFolder(folder, path))).map(fileOf),
      };
    }),
    upload: vi.fn(
      (folder: string, file: File, { onProgress, signal }: UploadOptions = {}) =>
        new Promise<UserfsFile>((resolve, reject) => {
          const path = `${userfsFolder(folder)}${file.name}`;
          signal?.addEventListener('abort', () => {
            pending.delete(file.name);
            reject(new ApiError(0, '', 'The upload was cancelled.'));
          });
          pending.set(file.name, {
            progress: (fraction) => onProgress?.(fraction),
            finish: () => {
              pending.delete(file.name);
              files.set(path, file.size);
              resolve(fileOf(path));
            },
          });
        }),
    ),
    makeFolder: vi.fn(async (path: string) => {
      addFolders(path);
      return folderOf(userfsFolder(path));
    }),
    removeFile: vi.fn(async (path: string) => {
      files.delete(path);
    }),
    removeFolder: vi.fn(async (path: string) => {
      for (const f of [...folders]) if (f.startsWith(path)) folders.delete(f);
      for (const f of [...files.keys()]) if (f.startsWith(path)) files.delete(f);
    }),
    usage: vi.fn(async () => ({ Used: 0, Quota: 1 })),
    bytes: vi.fn(bytes ?? (async () => new ArrayBuffer(0))),
    fileUrl: (path: string) => `/r/eu-west-1/api/v1/userfs/data/${path}`,
    thumbnailUrl: (path: string, width = 128) => `/r/eu-west-1/api/v1/userfs/thumbnail/${path}-w=${width}.jpg`,
  };
  return { client, pending, paths: () => [...folders, ...files.keys()].sort() };
}

export function session(client: UserfsClient): void {
  startSession({
    api: { regional: () => client } as unknown as Api,
    regions: { 'eu-west-1': config('eu-west-1') },
    user: { username: 'demo', admin: false },
  });
}

export function page(address = '/byregion/eu-west-1/userfs') {
  return renderInConsole(
    <Routes>
      <Route path="/byregion/:region/userfs" element={<ProjectsArea area="userfs" />} />
    </Routes>,
    { path: address },
  );
}
