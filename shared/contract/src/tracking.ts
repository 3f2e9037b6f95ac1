import { MAX_TRACK_FRAME } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { labelName } from './names.js';
import { integer, object, string } from './schema.js';

/**
 * The tracker we ship (docs/tracking.md "The tracker"): a rectangle on a frame of a video, in the
 * video's pixels, tracked through the video on the platform; its rules are trackRectProblem of
 * @reelforge/model.
 */
const rectFields = {
  frame: integer({ minimum: 0, maximum: MAX_TRACK_FRAME }),
  x: integer({ minimum: 0, maximum: 100_000 }),
  y: integer({ minimum: 0, maximum: 100_000 }),
  w: integer({ minimum: 1, maximum: 100_000 }),
  h: integer({ minimum: 1, maximum: 100_000 }),
};

/** POST /v1/trackversion/{prjuid}/{video}: a new version tracked from the rectangle, labelled `name`. */
export const trackStartBody = object({ name: labelName(200), ...rectFields }, ['name', 'frame', 'x', 'y', 'w', 'h']);
export type TrackStart = FromSchema<typeof trackStartBody>;

/**
 * POST /v1/trackversion/{prjuid}/{video}/{id}: version `id` tracked again from the rectangle's
 * frame onward (a corrected point's rectangle); its points before that frame are kept.
 */
export const trackAgainBody = object(rectFields, ['frame', 'x', 'y', 'w', 'h']);
export type TrackAgain = FromSchema<typeof trackAgainBody>;

/** /v1/trackversion/{prjuid}/{video}[/{id}]: the video by name, or by uid with ?byuid=1. */
export const trackStartParams = object({ prjuid: string(), video: string() }, ['prjuid', 'video'], { open: true });
export const trackAgainParams = object({ prjuid: string(), video: string(), id: string() }, ['prjuid', 'video', 'id'], {
  open: true,
});
export const trackQuery = object({ byuid: string() }, [], { open: true });

/** 202: the version the points go to, and the id its progress is read by. */
export const trackStartedSchema = object({ id: string(), progress: string() }, ['id', 'progress']);
export type TrackStarted = FromSchema<typeof trackStartedSchema>;

/** GET /v1/trackversion/{prjuid}/progress/{progress}. */
export const trackProgressParams = object({ prjuid: string(), progress: string() }, ['prjuid', 'progress'], {
  open: true,
});

/**
 * How far a tracking is: frames read of the frames it reads, then done (the version holds the
 * points) or failed with the reason; `found` counts the frames the rectangle was found on.
 */
export const trackProgressSchema = object(
  {
    state: string({ enum: ['making', 'done', 'failed'] }),
    done: integer(),
    total: integer(),
    id: string(),
    found: integer(),
    reason: string(),
  },
  ['state', 'done', 'total', 'id'],
);
export type TrackProgress = FromSchema<typeof trackProgressSchema>;

/** GET /v1/trackframe/{prjuid}/{video}/{frame}: the frame the tracker reads, as a JPG; the frame in digits. */
export const trackFrameParams = object(
  { prjuid: string(), video: string(), frame: string({ pattern: '^[0-9]{1,8}$' }) },
  ['prjuid', 'video', 'frame'],
  { open: true },
);
