import type { FromSchema } from 'json-schema-to-ts';
import { labelName, segmentName } from './names.js';

/** A motion-tracker version of a video (docs/reference.md §3). */
export const trackVersionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    vuid: { type: 'string' },
    videoname: { type: 'string' },
    name: { type: 'string' },
    prjuid: { type: 'string' },
    region: { type: 'string' },
    type: { type: 'string', const: 'mtversion' },
  },
  required: ['id', 'vuid', 'videoname', 'name', 'prjuid', 'region', 'type'],
  additionalProperties: false,
} as const;
export type TrackVersion = FromSchema<typeof trackVersionSchema>;

/** GET /iv/apps/api/v1/list/trackdataversion/{prjuid}: every version of the project's videos. */
export const trackVersionListResponse = {
  type: 'object',
  properties: { Versions: { type: 'array', items: trackVersionSchema } },
  required: ['Versions'],
  additionalProperties: false,
} as const;
export type TrackVersionList = FromSchema<typeof trackVersionListResponse>;

/** One version with its tracking data (GET, PUT of /v1/trackdataversion/...). */
export const trackVersionWithDataSchema = {
  type: 'object',
  properties: { ...trackVersionSchema.properties, data: {} },
  required: [...trackVersionSchema.required, 'data'],
  additionalProperties: false,
} as const;
export type TrackVersionWithData = FromSchema<typeof trackVersionWithDataSchema>;

/** /v1/trackdataversion/{prjuid}/{videoname or vuid}/{id}. */
export const trackVersionParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, video: { type: 'string' }, id: { type: 'string' } },
  required: ['prjuid', 'video', 'id'],
} as const;

/** Writing a version: its id becomes a path segment of the version's address. */
export const trackVersionWriteParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, video: { type: 'string' }, id: segmentName(200) },
  required: ['prjuid', 'video', 'id'],
} as const;

/** ?byuid=1: the video is named by its uid; ?create=1: PUT makes a new version. */
export const trackVersionQuery = {
  type: 'object',
  properties: { byuid: { type: 'string' }, create: { type: 'string' } },
} as const;

export const trackVersionBody = {
  type: 'object',
  properties: { name: labelName(200), data: {} },
} as const;
export type TrackVersionChanges = FromSchema<typeof trackVersionBody>;
