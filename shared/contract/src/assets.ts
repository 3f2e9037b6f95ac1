import { ASSET_TYPES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { fileDates, storedFileFields } from './common.js';
import { pageMetadata } from './list-pages.js';
import { arrayOf, boolean, integer, number, object, string } from './schema.js';

/** An asset of GET /v1/list/data and of upload answers (docs/reference.md §3). */
export const assetSchema = object(
  { ...storedFileFields, type: string({ enum: ASSET_TYPES }), mimetype: string(), size: integer(), ...fileDates },
  ['name', 'uid', 'prjuid', 'region', 'awsregion', 'type', 'mimetype', 'size', 'date_created', 'date_modified'],
);
export type StoredAsset = FromSchema<typeof assetSchema>;

const assetArray = arrayOf(assetSchema);

/**
 * GET /v1/list/data/{prjuid}: one page of the project's assets by group (at most 10,000, in
 * kind order and then name order), with the next page's token while more follow (list-pages.ts).
 */
export const assetListSchema = object(
  {
    Videos: assetArray,
    Images: assetArray,
    Audios: assetArray,
    Fonts: assetArray,
    Datasources: assetArray,
    Trackdata: assetArray,
    Generic: assetArray,
    Metadata: pageMetadata,
  },
  ['Videos', 'Images', 'Audios', 'Fonts', 'Datasources', 'Trackdata', 'Generic', 'Metadata'],
);
export type AssetListing = FromSchema<typeof assetListSchema>;

/** ?name= of a delete by the stored name: '.' and '..' cannot travel as a path segment. */
export const storedNameQuery = object({ name: string({ minLength: 1 }) }, ['name'], { open: true });

/** GET thumbnail {name}-w={width}.jpg|png. */
export const thumbnailParams = object({ prjuid: string(), file: string() }, ['prjuid', 'file'], { open: true });

/** ?download=1, ?processed=1[&metadataonly=1] of GET data (flags read with parseBoolean). */
export const dataQuery = object({ download: string(), processed: string(), metadataonly: string() }, [], {
  open: true,
});
export type DataQuery = FromSchema<typeof dataQuery>;

/** POST /v1/basevideo/{prjuid}: a video of one colour, made on the server. */
export const baseVideoBody = object(
  { width: number(), height: number(), frames: number(), color: string({ maxLength: 32 }) },
  ['width', 'height', 'frames'],
  { open: true },
);
export type BaseVideoRequest = FromSchema<typeof baseVideoBody>;

/** ?replace=0|1, and ?progress=<id>: an id the console picks to follow the making (docs/progress.md). */
export const baseVideoQuery = object(
  { replace: string(), progress: string({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) },
  [],
  { open: true },
);

/** GET /v1/basevideo/{prjuid}/progress/{id}. */
export const baseVideoProgressParams = object({ prjuid: string(), id: string() }, ['prjuid', 'id'], { open: true });

/** How far the making of a base video is: frames encoded of all of them. */
export const baseVideoProgressSchema = object(
  { state: string({ enum: ['making', 'done', 'failed'] }), done: integer(), total: integer() },
  ['state', 'done', 'total'],
);
export type BaseVideoProgress = FromSchema<typeof baseVideoProgressSchema>;

/** What GET data?processed=1 tells about a video, audio file or image (read by ffprobe at upload). */
export const mediaInfoSchema = object(
  {
    type: string({ enum: ASSET_TYPES }),
    /** Seconds; 0 for still images. */
    duration: number(),
    width: integer(),
    height: integer(),
    /** As ffprobe gives it, e.g. "25/1" or "30000/1001"; "" without a video stream. */
    framerate: string(),
    frames: integer(),
    audio: boolean(),
    video: boolean(),
  },
  ['type', 'duration', 'width', 'height', 'framerate', 'frames', 'audio', 'video'],
);
export type MediaInfo = FromSchema<typeof mediaInfoSchema>;

/** GET /iv/apps/media/data/{user}/{prjuid}/userdata/{name}: a file by its owner's path. */
export const userDataParams = object({ user: string(), prjuid: string(), name: string() }, ['user', 'prjuid', 'name'], {
  open: true,
});

/** GET /iv/apps/api/v1/hls/{prjuid}/{name}/{file}: the playlist and segments of a video's HLS form. */
export const hlsFileParams = object({ prjuid: string(), name: string(), file: string() }, ['prjuid', 'name', 'file'], {
  open: true,
});
