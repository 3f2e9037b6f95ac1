import type { UserfsDirectory, UserfsFile, UserfsListing, UserfsUsage } from '@reelforge/contract';
import { THUMBNAIL_WIDTH, USERFS_LIST_LIMIT, thumbnailFileName, userfsFolder } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';
import { CONSOLE_VERSION } from './http.js';
import type { UploadOptions } from './upload.js';

export type { UserfsDirectory, UserfsFile, UserfsListing, UserfsUsage } from '@reelforge/contract';

export interface UserfsListOptions {
  pageToken?: string | undefined;
  /** Folders apart (default), or every file below the folder by its path. */
  directories?: boolean;
  /** Sizes, dates and types of the files (default on). */
  metadata?: boolean;
  /** At most 200 (docs/reference.md §9). */
  pageSize?: number;
  signal?: AbortSignal;
}

/** A whole folder: every page read. */
export interface UserfsFolderContents {
  folders: UserfsDirectory[];
  files: UserfsFile[];
}

/**
 * The per-user file store of a region (docs/reference.md §7, docs/userfs.md). Paths are relative: `logos/acme.png`,
 * `logos/` for a folder.
 */
export interface UserfsClient {
  /** One page of a folder; `PageToken` in the answer asks for the next. */
  list(prefix: string, options?: UserfsListOptions): Promise<UserfsListing>;
  /** Every page of a folder, in name order. */
  listAll(prefix: string, options?: Omit<UserfsListOptions, 'pageToken'>): Promise<UserfsFolderContents>;
  /** Stores `file` in `folder` under its own name (replacing one of that name). */
  upload(folder: string, file: File, options?: UploadOptions): Promise<UserfsFile>;
  makeFolder(path: string): Promise<UserfsDirectory>;
  removeFile(path: string): Promise<void>;
  /** Removes a folder and everything in it. */
  removeFolder(path: string): Promise<void>;
  usage(): Promise<UserfsUsage>;
  bytes(path: string): Promise<ArrayBuffer>;
  /** The file's address (images, fonts and downloads read it with the sign-in cookie). */
  fileUrl(path: string): string;
  thumbnailUrl(path: string, width?: number, ext?: 'jpg' | 'png'): string;
}

/** Each segment encoded, the slashes kept: the platform reads the path from the URL. */
export const encodeUserfsPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export const userfsClient: RegionalClientFactory<UserfsClient> = ({ http, upload, config }) => {
  const base = `${config.api.replace(/\/+$/, '')}/v1/userfs`;
  const at = encodeUserfsPath;
  const regionHost = true;
  const list: UserfsClient['list'] = async (
    prefix,
    { pageToken, directories = true, metadata = true, pageSize = USERFS_LIST_LIMIT, signal } = {},
  ) => {
    const query = new URLSearchParams({
      use_directories: directories ? '1' : '0',
      metadata: metadata ? '1' : '0',
      pagesize: String(pageSize),
    });
    if (pageToken) query.set('pagetoken', pageToken);
    return (
      await http<UserfsListing>(`${base}/list/data/${at(userfsFolder(prefix))}?${query}`, {
        regionHost,
        ...(signal ? { signal } : {}),
      })
    ).data;
  };
  return {
    list,
    listAll: async (prefix, options = {}) => {
      const contents: UserfsFolderContents = { folders: [], files: [] };
      let pageToken: string | undefined;
      do {
        const page = await list(prefix, { ...options, pageToken });
        contents.folders.push(...page.Directories);
        contents.files.push(...page.Data);
        pageToken = page.PageToken;
      } while (pageToken);
      return contents;
    },
    upload: async (folder, file, options = {}) =>
      (
        await upload<UserfsFile>(`${base}/data/${at(userfsFolder(folder))}${encodeURIComponent(file.name)}`, file, {
          ...options,
          headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Console-Version': CONSOLE_VERSION },
        })
      ).data,
    makeFolder: async (path) =>
      (await http<UserfsDirectory>(`${base}/directory/${at(path)}`, { method: 'PUT', regionHost })).data,
    removeFile: async (path) => {
      await http(`${base}/data/${at(path)}`, { method: 'DELETE', regionHost });
    },
    removeFolder: async (path) => {
      await http(`${base}/directory/${at(path)}`, { method: 'DELETE', regionHost });
    },
    usage: async () => (await http<UserfsUsage>(`${base}/usage`, { regionHost })).data,
    bytes: async (path) => {
      const reply = await http<unknown>(`${base}/data/${at(path)}`, { regionHost });
      if (reply.data instanceof ArrayBuffer) return reply.data;
      return new TextEncoder().encode(typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data))
        .buffer as ArrayBuffer;
    },
    fileUrl: (path) => `${base}/data/${at(path)}`,
    thumbnailUrl: (path, width = THUMBNAIL_WIDTH, ext = 'jpg') =>
      `${base}/thumbnail/${at(thumbnailFileName(path, width, ext))}`,
  };
};
