import { ASSET_TYPES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { fileDates, storedFileFields } from './common.js';
import { pageMetadata } from './list-pages.js';

/** An asset of GET /v1/list/data and of upload answers (docs/reference.md §3). */
export const assetSchema = {
  type: 'object',
  properties: {
    ...storedFileFields,
    type: { type: 'string', enum: ASSET_TYPES },
    mimetype: { type: 'string' },
    size: { type: 'integer' },
    ...fileDates,
  },
  required: [
    'name',
    'uid',
    'prjuid',
    'region',
    'awsregion',
    'type',
    'mimetype',
    'size',
    'date_created',
    'date_modified',
  ],
  additionalProperties: false,
} as const;
export type StoredAsset = FromSchema<typeof assetSchema>;

const assetArray = { type: 'array', items: assetSchema } as const;

/**
 * GET /v1/list/data/{prjuid}: one page of the project's assets by group (at most 10,000, in
 * kind order and then name order), with the next page's token while more follow (list-pages.ts).
 */
export const assetListSchema = {
  type: 'object',
  properties: {
    Videos: assetArray,
    Images: assetArray,
    Audios: assetArray,
    Fonts: assetArray,
    Datasources: assetArray,
    Trackdata: assetArray,
    Generic: assetArray,
    Metadata: pageMetadata,
  },
  required: ['Videos', 'Images', 'Audios', 'Fonts', 'Datasources', 'Trackdata', 'Generic', 'Metadata'],
  additionalProperties: false,
} as const;
export type AssetListing = FromSchema<typeof assetListSchema>;

/** ?name= of a delete by the stored name: '.' and '..' cannot travel as a path segment. */
export const storedNameQuery = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1 } },
  required: ['name'],
} as const;

/** GET thumbnail {name}-w={width}.jpg|png. */
export const thumbnailParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, file: { type: 'string' } },
  required: ['prjuid', 'file'],
} as const;

/** ?download=1, ?processed=1[&metadataonly=1] of GET data (flags read with parseBoolean). */
export const dataQuery = {
  type: 'object',
  properties: {
    download: { type: 'string' },
    processed: { type: 'string' },
    metadataonly: { type: 'string' },
  },
} as const;
export type DataQuery = FromSchema<typeof dataQuery>;

/** POST /v1/basevideo/{prjuid}: a video of one colour, made on the server. */
export const baseVideoBody = {
  type: 'object',
  properties: {
    width: { type: 'number' },
    height: { type: 'number' },
    frames: { type: 'number' },
    color: { type: 'string', maxLength: 32 },
  },
  required: ['width', 'height', 'frames'],
} as const;
export type BaseVideoRequest = FromSchema<typeof baseVideoBody>;

/** ?replace=0|1, and ?progress=<id>: an id the console picks to follow the making (docs/progress.md). */
export const baseVideoQuery = {
  type: 'object',
  properties: { replace: { type: 'string' }, progress: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } },
} as const;

/** GET /v1/basevideo/{prjuid}/progress/{id}. */
export const baseVideoProgressParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, id: { type: 'string' } },
  required: ['prjuid', 'id'],
} as const;

/** How far the making of a base video is: frames encoded of all of them. */
export const baseVideoProgressSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['making', 'done', 'failed'] },
    done: { type: 'integer' },
    total: { type: 'integer' },
  },
  required: ['state', 'done', 'total'],
  additionalProperties: false,
} as const;
export type BaseVideoProgress = FromSchema<typeof baseVideoProgressSchema>;

/** What GET data?processed=1 tells about a video, audio file or image (read by ffprobe at upload). */
export const mediaInfoSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ASSET_TYPES },
    /** Seconds; 0 for still images. */
    duration: { type: 'number' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    /** As ffprobe gives it, e.g. "25/1" or "30000/1001"; "" without a video stream. */
    framerate: { type: 'string' },
    frames: { type: 'integer' },
    audio: { type: 'boolean' },
    video: { type: 'boolean' },
  },
  required: ['type', 'duration', 'width', 'height', 'framerate', 'frames', 'audio', 'video'],
  additionalProperties: false,
} as const;
export type MediaInfo = FromSchema<typeof mediaInfoSchema>;

/** GET /iv/apps/media/data/{user}/{prjuid}/userdata/{name}: a file by its owner's path. */
export const userDataParams = {
  type: 'object',
  properties: { user: { type: 'string' }, prjuid: { type: 'string' }, name: { type: 'string' } },
  required: ['user', 'prjuid', 'name'],
} as const;

/** GET /iv/apps/api/v1/hls/{prjuid}/{name}/{file}: the playlist and segments of a video's HLS form. */
export const hlsFileParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, name: { type: 'string' }, file: { type: 'string' } },
  required: ['prjuid', 'name', 'file'],
} as const;
