/** Assets (docs/reference.md §3): type and mimetype follow from the file extension. */

import { nameProblem } from './names.js';

export const ASSET_TYPES = ['video', 'image', 'audio', 'font', 'datasource', 'positiondata', 'other'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export interface Asset {
  name: string;
  /** The asset's id; falls back to its identifier. */
  uid: string;
  identifier?: string;
  prjuid: string;
  region: string;
  awsregion: string;
  type: AssetType;
  mimetype: string;
  size?: number;
  date_created?: string;
  date_modified?: string;
  /** For track versions: the video they belong to. */
  videoname?: string;
  selected?: boolean;
}

/** The groups of GET /v1/list/data, in the order the console shows them. */
export const ASSET_GROUPS = ['Videos', 'Images', 'Audios', 'Fonts', 'Datasources', 'Trackdata', 'Generic'] as const;
export type AssetGroup = (typeof ASSET_GROUPS)[number];
export type AssetList = Record<AssetGroup, Asset[]> & { Metadata: Record<string, unknown> };

export const VIDEO_EXTENSIONS = ['mp4', 'm3u', 'm3u8', 'ts', 'webm', 'avi', 'wmv', 'flv', 'mpg'] as const;

const MIMETYPES: Record<string, [AssetType, string]> = {
  mp4: ['video', 'video/mp4'],
  m3u: ['video', 'audio/x-mpegurl'],
  m3u8: ['video', 'application/vnd.apple.mpegurl'],
  ts: ['video', 'video/mp2t'],
  webm: ['video', 'video/webm'],
  avi: ['video', 'video/x-msvideo'],
  wmv: ['video', 'video/x-ms-wmv'],
  flv: ['video', 'video/x-flv'],
  mpg: ['video', 'video/mpeg'],
  png: ['image', 'image/png'],
  jpg: ['image', 'image/jpeg'],
  jpeg: ['image', 'image/jpeg'],
  gif: ['image', 'image/gif'],
  tif: ['image', 'image/tiff'],
  tiff: ['image', 'image/tiff'],
  bmp: ['image', 'image/bmp'],
  webp: ['image', 'image/webp'],
  mp3: ['audio', 'audio/mpeg'],
  wav: ['audio', 'audio/wav'],
  aac: ['audio', 'audio/aac'],
  m4a: ['audio', 'audio/mp4'],
  ogg: ['audio', 'audio/ogg'],
  oga: ['audio', 'audio/ogg'],
  flac: ['audio', 'audio/flac'],
  ttf: ['font', 'font/ttf'],
  otf: ['font', 'font/otf'],
  woff: ['font', 'font/woff'],
  woff2: ['font', 'font/woff2'],
  csv: ['datasource', 'text/csv'],
  trackdata: ['positiondata', 'application/json'],
  json: ['other', 'application/json'],
  txt: ['other', 'text/plain'],
  xml: ['other', 'application/xml'],
  srt: ['other', 'text/plain'],
  vtt: ['other', 'text/vtt'],
};

/** The lowercased extension of a file name, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function assetTypeOf(name: string): AssetType {
  return MIMETYPES[extensionOf(name)]?.[0] ?? 'other';
}

export function mimetypeOf(name: string): string {
  return MIMETYPES[extensionOf(name)]?.[1] ?? 'application/octet-stream';
}

const GROUP_OF: Record<AssetType, AssetGroup> = {
  video: 'Videos',
  image: 'Images',
  audio: 'Audios',
  font: 'Fonts',
  datasource: 'Datasources',
  positiondata: 'Trackdata',
  other: 'Generic',
};

export function assetGroupOf(type: AssetType): AssetGroup {
  return GROUP_OF[type];
}

/** The uid an asset is addressed by: its uid, or else its identifier. */
export function assetUid(asset: Pick<Asset, 'uid' | 'identifier' | 'name'>): string {
  return asset.uid || asset.identifier || asset.name;
}

/** Console sections listing assets, and the list groups they show. */
export const ASSET_SECTIONS = {
  videos: ['Videos'],
  images: ['Images'],
  audios: ['Audios'],
  fonts: ['Fonts'],
  datasources: ['Datasources'],
  aux: ['Trackdata', 'Generic'],
} as const satisfies Record<string, readonly AssetGroup[]>;
export type AssetSection = keyof typeof ASSET_SECTIONS;

/** Files a user may name: no path separators, no control characters, not . or .. (see nameProblem). */
export function assetNameError(name: string): string | null {
  if (!name || !name.trim()) return 'A file needs a name.';
  return nameProblem(name, { maxLength: 255, maxBytes: 255 }) ?? null;
}
