import type { TrackPoint } from '@reelforge/model';
import { MAX_TRACK_FRAME, MAX_TRACK_POINTS } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { labelName, segmentName } from './names.js';

/** A motion-tracker version of a video (docs/reference.md §3), as lists show it (docs/tracking.md). */
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
    /** How many frames have a point. */
    frames: { type: 'integer' },
    /** ISO 8601 times. */
    created: { type: 'string' },
    updated: { type: 'string' },
  },
  required: ['id', 'vuid', 'videoname', 'name', 'prjuid', 'region', 'type', 'frames', 'created', 'updated'],
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

/**
 * One tracked point: the video's frame (from 0) and x, y as fractions of the video's width
 * and height (0 to 1). Whole-list rules (one point a frame, frames within the video) are
 * trackPointsProblem of @reelforge/model.
 */
export const trackPointSchema = {
  type: 'object',
  properties: {
    frame: { type: 'integer', minimum: 0, maximum: MAX_TRACK_FRAME },
    x: { type: 'number', minimum: 0, maximum: 1 },
    y: { type: 'number', minimum: 0, maximum: 1 },
  },
  required: ['frame', 'x', 'y'],
  additionalProperties: false,
} as const;

export const trackPointsSchema = { type: 'array', maxItems: MAX_TRACK_POINTS, items: trackPointSchema } as const;

// The wire's point is the model's point (the type-check fails if one changes without the other).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type TrackPointAgreement = Same<FromSchema<typeof trackPointSchema>, TrackPoint> extends true ? true : never;
const agreement: TrackPointAgreement = true;
void agreement;

/** One version with its points in frame order (GET, PUT of /v1/trackdataversion/...). */
export const trackVersionWithPointsSchema = {
  type: 'object',
  properties: { ...trackVersionSchema.properties, points: trackPointsSchema },
  required: [...trackVersionSchema.required, 'points'],
  additionalProperties: false,
} as const;
export type TrackVersionWithPoints = FromSchema<typeof trackVersionWithPointsSchema>;

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

/** PUT: the label and the points; either may be left out (kept on update, id and none on create). */
export const trackVersionBody = {
  type: 'object',
  properties: { name: labelName(200), points: trackPointsSchema },
  additionalProperties: false,
} as const;
export type TrackVersionChanges = FromSchema<typeof trackVersionBody>;

/** The most bytes a PUT body may have: 100,000 points of about 60 characters each, and room. */
export const TRACK_VERSION_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
