import type {
  AssetListing,
  BaseVideoProgress,
  BaseVideoRequest,
  DatasourceUploadReply,
  MediaInfo,
  StoredAsset,
  TrackVersion,
  TrackVersionList,
} from '@reelforge/contract';
import type { Asset, AssetList, DatasourceMetadata, RegionConfig } from '@reelforge/model';
import { mergeAssetPages, thumbnailFileName, THUMBNAIL_WIDTH } from '@reelforge/model';
import { CONSOLE_VERSION, type Http } from './http.js';
import { allPages, eachPage, pageQuery, type Page, type ReadPage } from './list-pages.js';
import type { UploadOptions, Uploader } from './upload.js';

export type { BaseVideoProgress, BaseVideoRequest, MediaInfo, TrackVersion } from '@reelforge/contract';

/** The form fields of a datasource upload (multipart, so not a JSON schema of the contract). */
export interface DatasourceUpload {
  delimiter: string;
  firstLineIsHeader: boolean;
  replace: boolean;
}

/** The form fields of a datasource's key and media column update. */
export interface DatasourceUpdate {
  key_column: string;
  media_columns: string[];
  keys?: string[];
}

/** The data, datasource, thumbnail and track-version calls of a region, and its media URLs (docs/reference.md §7). */
export interface AssetsClient {
  /** Every asset of the project by group, all pages read (pickers and choosers that must see them all). */
  list(prjuid: string): Promise<AssetList>;
  /**
   * One page of at most 10,000 assets by group (kind order, then name order): the first without a token, then the one
   * `token` names.
   */
  page(prjuid: string, token?: string, size?: number): Promise<Page<AssetList>>;
  /** Each page in turn, first to last. */
  pages(prjuid: string, size?: number): AsyncGenerator<AssetList, void, undefined>;
  upload(prjuid: string, file: File, options?: UploadOptions & { replace?: boolean }): Promise<Asset>;
  uploadDatasource(prjuid: string, file: File, settings: DatasourceUpload, options?: UploadOptions): Promise<Asset[]>;
  remove(prjuid: string, name: string): Promise<void>;
  datasource(prjuid: string, name: string, metadataOnly?: boolean): Promise<DatasourceMetadata>;
  updateDatasource(prjuid: string, name: string, update: DatasourceUpdate): Promise<void>;
  mediaInfo(prjuid: string, name: string): Promise<MediaInfo>;
  text(prjuid: string, name: string): Promise<string>;
  bytes(prjuid: string, name: string): Promise<ArrayBuffer>;
  trackVersions(prjuid: string): Promise<TrackVersion[]>;
  /** Makes a base video; with `progressId` (8 to 64 of A-Z a-z 0-9 _ -) its making can be followed meanwhile. */
  createBaseVideo(prjuid: string, request: BaseVideoRequest, progressId?: string): Promise<Asset>;
  /** How far the making followed by `progressId` is: frames made of all of them. */
  baseVideoProgress(prjuid: string, progressId: string): Promise<BaseVideoProgress>;
  thumbnailUrl(prjuid: string, name: string, width?: number, ext?: 'jpg' | 'png'): string;
  mediaUrl(prjuid: string, name: string, download?: boolean): string;
  hlsUrl(prjuid: string, name: string): string;
}

export function assetsClient(http: Http, upload: Uploader, config: RegionConfig): AssetsClient {
  const api = config.api.replace(/\/+$/, '');
  const iv = config.iv.replace(/\/+$/, '');
  const id = encodeURIComponent;
  const data = (prjuid: string, name: string) => `${api}/v1/data/${id(prjuid)}/${id(name)}`;
  const regionHost = true;
  const readPage =
    (prjuid: string, size?: number): ReadPage<AssetList> =>
    async (token) => {
      const { data } = await http<AssetListing>(`${api}/v1/list/data/${id(prjuid)}/${pageQuery(token, size)}`, {
        regionHost,
      });
      return { items: data, next: data.Metadata?.PageToken };
    };
  return {
    list: async (prjuid) => mergeAssetPages(await allPages(readPage(prjuid))),
    page: (prjuid, token, size) => readPage(prjuid, size)(token),
    pages: (prjuid, size) => eachPage(readPage(prjuid, size)),
    upload: async (prjuid, file, { replace = false, ...options } = {}) =>
      (
        await upload<StoredAsset>(`${data(prjuid, file.name)}?replace=${replace ? 1 : 0}`, file, {
          ...options,
          headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Console-Version': CONSOLE_VERSION },
        })
      ).data,
    uploadDatasource: async (prjuid, file, settings, options) => {
      const form = new FormData();
      form.append('delimiter', settings.delimiter);
      form.append('first_line_is_header', settings.firstLineIsHeader ? 'true' : 'false');
      form.append('replace', settings.replace ? '1' : '0');
      form.append('file', file, file.name);
      const reply = await upload<DatasourceUploadReply>(`${api}/v1/datasource/${id(prjuid)}/${id(file.name)}`, form, {
        ...options,
        headers: { 'X-Console-Version': CONSOLE_VERSION },
      });
      return reply.data.Datasources;
    },
    remove: async (prjuid, name) => {
      await http(data(prjuid, name), { method: 'DELETE', regionHost });
    },
    datasource: async (prjuid, name, metadataOnly = false) =>
      (
        await http<DatasourceMetadata>(`${data(prjuid, name)}?processed=1${metadataOnly ? '&metadataonly=1' : ''}`, {
          regionHost,
        })
      ).data,
    updateDatasource: async (prjuid, name, update) => {
      const form = new FormData();
      form.append('replace', '1');
      form.append('key_column', update.key_column);
      form.append('media_columns', JSON.stringify(update.media_columns));
      if (update.keys) form.append('keys', JSON.stringify(update.keys));
      await http(`${api}/v1/datasource/${id(prjuid)}/${id(name)}`, { method: 'PUT', body: form, regionHost });
    },
    mediaInfo: async (prjuid, name) =>
      (await http<MediaInfo>(`${data(prjuid, name)}?processed=1`, { regionHost })).data,
    text: async (prjuid, name) => {
      const reply = await http<unknown>(data(prjuid, name), { regionHost });
      return typeof reply.data === 'string'
        ? reply.data
        : reply.data instanceof ArrayBuffer
          ? new TextDecoder().decode(reply.data)
          : JSON.stringify(reply.data, null, 2);
    },
    bytes: async (prjuid, name) => {
      const reply = await http<unknown>(data(prjuid, name), { regionHost });
      if (reply.data instanceof ArrayBuffer) return reply.data;
      return new TextEncoder().encode(typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data))
        .buffer as ArrayBuffer;
    },
    trackVersions: async (prjuid) =>
      (await http<TrackVersionList>(`${iv}/apps/api/v1/list/trackdataversion/${id(prjuid)}`, { regionHost })).data
        .Versions,
    createBaseVideo: async (prjuid, request, progressId) =>
      (
        await http<StoredAsset>(`${api}/v1/basevideo/${id(prjuid)}${progressId ? `?progress=${id(progressId)}` : ''}`, {
          method: 'POST',
          body: request,
          regionHost,
        })
      ).data,
    baseVideoProgress: async (prjuid, progressId) =>
      (await http<BaseVideoProgress>(`${api}/v1/basevideo/${id(prjuid)}/progress/${id(progressId)}`, { regionHost }))
        .data,
    thumbnailUrl: (prjuid, name, width = THUMBNAIL_WIDTH, ext = 'jpg') =>
      `${api}/v1/thumbnail/${id(prjuid)}/${id(thumbnailFileName(name, width, ext))}`,
    mediaUrl: (prjuid, name, download = false) =>
      `${iv}/apps/api/v1/data/${id(prjuid)}/${id(name)}${download ? '?download=1' : ''}`,
    hlsUrl: (prjuid, name) => `${iv}/apps/api/v1/hls/${id(prjuid)}/${id(name)}/index.m3u8`,
  };
}
