/**
 * Where a layer that follows a motion-tracking version stands at a frame (docs/render-tracking.md),
 * as the renderer places it: the box's anchor (align, valign) on the tracked point of the video
 * frame shown, the point a fraction of the tracked area, moved by dx and dy. Between two points
 * the line between them; before the first and after the last the nearest point holds.
 */
import type { Box, FrameSize, StoredRect } from './stage-geometry.js';
import type { TrackPoint } from './track-points.js';

export interface FollowedTrack {
  offset?: number;
  area?: StoredRect;
  align?: 'CENTER' | 'LEFT' | 'RIGHT';
  valign?: 'MIDDLE' | 'TOP' | 'BOTTOM';
  dx?: number;
  dy?: number;
}

/** The tracked point at a video frame, from points in frame order; undefined without points. */
export function trackPointAt(points: readonly TrackPoint[], frame: number): { x: number; y: number } | undefined {
  if (points.length === 0) return undefined;
  const first = points[0] as TrackPoint;
  const last = points[points.length - 1] as TrackPoint;
  if (frame <= first.frame) return first;
  if (frame >= last.frame) return last;
  const after = points.findIndex((point) => point.frame >= frame);
  const to = points[after] as TrackPoint;
  const from = points[after - 1] as TrackPoint;
  const part = (frame - from.frame) / (to.frame - from.frame);
  return { x: from.x + (to.x - from.x) * part, y: from.y + (to.y - from.y) * part };
}

/** The box of a layer following a track at scene-local `frame`; the box itself when there are no points. */
export function trackedBox(
  box: Box,
  track: FollowedTrack,
  points: readonly TrackPoint[],
  frame: number,
  size: FrameSize,
): Box {
  const point = trackPointAt(points, (track.offset ?? 0) + frame);
  if (!point) return box;
  const area = {
    x: track.area?.x ?? 0,
    y: track.area?.y ?? 0,
    w: track.area?.w || size.width,
    h: track.area?.h || size.height,
  };
  const ax = { LEFT: 0, CENTER: box.w / 2, RIGHT: box.w }[track.align ?? 'CENTER'];
  const ay = { TOP: 0, MIDDLE: box.h / 2, BOTTOM: box.h }[track.valign ?? 'MIDDLE'];
  return {
    ...box,
    x: area.x + point.x * area.w - ax + (track.dx ?? 0),
    y: area.y + point.y * area.h - ay + (track.dy ?? 0),
  };
}
