import type { TrackPoint } from '@reelforge/model';
import { MAX_TRACK_FRAME, MAX_TRACK_POINTS } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { labelName, segmentName } from './names.js';
import { arrayOf, integer, number, object, string } from './schema.js';

/** A motion-tracker version of a video (docs/reference.md §3), as lists show it (docs/tracking.md). */
export const trackVersionSchema = object(
  {
    id: string(),
    vuid: string(),
    videoname: string(),
    name: string(),
    prjuid: string(),
    region: string(),
    type: string({ const: 'mtversion' }),
    /** How many frames have a point. */
    frames: integer(),
    /** ISO 8601 times. */
    created: string(),
    updated: string(),
  },
  ['id', 'vuid', 'videoname', 'name', 'prjuid', 'region', 'type', 'frames', 'created', 'updated'],
);
export type TrackVersion = FromSchema<typeof trackVersionSchema>;

/** GET /iv/apps/api/v1/list/trackdataversion/{prjuid}: every version of the project's videos. */
export const trackVersionListResponse = object({ Versions: arrayOf(trackVersionSchema) }, ['Versions']);
export type TrackVersionList = FromSchema<typeof trackVersionListResponse>;

/**
 * One tracked point: the video's frame (from 0) and x, y as fractions of the video's width
 * and height (0 to 1). Whole-list rules (one point a frame, frames within the video) are
 * trackPointsProblem of @reelforge/model.
 */
export const trackPointSchema = object(
  {
    frame: integer({ minimum: 0, maximum: MAX_TRACK_FRAME }),
    x: number({ minimum: 0, maximum: 1 }),
    y: number({ minimum: 0, maximum: 1 }),
  },
  ['frame', 'x', 'y'],
);

export const trackPointsSchema = arrayOf(trackPointSchema, { maxItems: MAX_TRACK_POINTS });

// The wire's point is the model's point (the type-check fails if one changes without the other).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type TrackPointAgreement = Same<FromSchema<typeof trackPointSchema>, TrackPoint> extends true ? true : never;
const agreement: TrackPointAgreement = true;
void agreement;

/** One version with its points in frame order (GET, PUT of /v1/trackdataversion/...). */
export const trackVersionWithPointsSchema = object({ ...trackVersionSchema.properties, points: trackPointsSchema }, [
  ...trackVersionSchema.required,
  'points',
]);
export type TrackVersionWithPoints = FromSchema<typeof trackVersionWithPointsSchema>;

/** /v1/trackdataversion/{prjuid}/{videoname or vuid}/{id}. */
export const trackVersionParams = object(
  { prjuid: string(), video: string(), id: string() },
  ['prjuid', 'video', 'id'],
  {
    open: true,
  },
);

/** Writing a version: its id becomes a path segment of the version's address. */
export const trackVersionWriteParams = object(
  { prjuid: string(), video: string(), id: segmentName(200) },
  ['prjuid', 'video', 'id'],
  { open: true },
);

/** ?byuid=1: the video is named by its uid; ?create=1: PUT makes a new version. */
export const trackVersionQuery = object({ byuid: string(), create: string() }, [], { open: true });

/** PUT: the label and the points; either may be left out (kept on update, id and none on create). */
export const trackVersionBody = object({ name: labelName(200), points: trackPointsSchema });
export type TrackVersionChanges = FromSchema<typeof trackVersionBody>;

/** The most bytes a PUT body may have: 100,000 points of about 60 characters each, and room. */
export const TRACK_VERSION_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
