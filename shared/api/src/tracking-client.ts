import type {
  TrackAgain,
  TrackProgress,
  TrackStart,
  TrackStarted,
  TrackVersion,
  TrackVersionChanges,
  TrackVersionList,
  TrackVersionWithPoints,
} from '@reelforge/contract';
import { isDotSegment } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';
import { ApiError } from './http.js';

export type {
  TrackAgain,
  TrackProgress,
  TrackStart,
  TrackStarted,
  TrackVersion,
  TrackVersionChanges,
  TrackVersionWithPoints,
} from '@reelforge/contract';
export type { TrackPoint } from '@reelforge/model';

/** A video of the project: by its name, or by its asset uid. */
export type VideoRef = { name: string } | { uid: string };

/** Motion-tracking versions of a region's videos: points per frame (docs/tracking.md, docs/reference.md §7). */
export interface TrackingClient {
  /** Every version of the project's videos, without their points. */
  list(prjuid: string): Promise<TrackVersion[]>;
  get(prjuid: string, video: VideoRef, id: string): Promise<TrackVersionWithPoints>;
  /** Makes a new version (409 if the id is taken). */
  create(prjuid: string, video: VideoRef, id: string, changes?: TrackVersionChanges): Promise<TrackVersionWithPoints>;
  /** Changes the name, the points or both of an existing version (404 if there is none). */
  update(prjuid: string, video: VideoRef, id: string, changes: TrackVersionChanges): Promise<TrackVersionWithPoints>;
  remove(prjuid: string, video: VideoRef, id: string): Promise<void>;
  /** Tracks a rectangle through the video into a new version named `name`: answered at once, tracked on the platform. */
  track(prjuid: string, video: VideoRef, request: TrackStart): Promise<TrackStarted>;
  /** Tracks version `id` again from the rectangle's frame on, keeping its points before that frame. */
  trackAgain(prjuid: string, video: VideoRef, id: string, rect: TrackAgain): Promise<TrackStarted>;
  /** How far a tracking is, by the progress id its start answered. */
  trackProgress(prjuid: string, progress: string): Promise<TrackProgress>;
  /** The address of a frame of the video as the tracker reads it (a JPG for an <img>). */
  frameUrl(prjuid: string, video: VideoRef, frame: number): string;
}

/** A segment the URL would resolve away ('.', '..') is refused here, as the platform would refuse it. */
function segment(value: string): string {
  if (isDotSegment(value))
    throw new ApiError(400, 'Bad Request', `The name '${value}' is not allowed: . and .. are reserved`);
  return encodeURIComponent(value);
}

export const trackingClient: RegionalClientFactory<TrackingClient> = ({ http, config }) => {
  const api = config.api.replace(/\/+$/, '');
  const iv = config.iv.replace(/\/+$/, '');
  const regionHost = true;
  const url = (prjuid: string, video: VideoRef, id: string, create = false) => {
    const byUid = 'uid' in video;
    const query = [byUid ? 'byuid=1' : '', create ? 'create=1' : ''].filter(Boolean).join('&');
    const videoSegment = segment(byUid ? video.uid : video.name);
    const path = `${api}/v1/trackdataversion/${segment(prjuid)}/${videoSegment}/${segment(id)}`;
    return query ? `${path}?${query}` : path;
  };
  const videoPath = (prjuid: string, video: VideoRef) =>
    `${segment(prjuid)}/${segment('uid' in video ? video.uid : video.name)}`;
  const byUid = (video: VideoRef) => ('uid' in video ? '?byuid=1' : '');
  const post = async (target: string, body: unknown) =>
    (await http<TrackStarted>(target, { method: 'POST', body, regionHost })).data;
  const put = async (target: string, changes: TrackVersionChanges) =>
    (await http<TrackVersionWithPoints>(target, { method: 'PUT', body: changes, regionHost })).data;
  return {
    list: async (prjuid) =>
      (await http<TrackVersionList>(`${iv}/apps/api/v1/list/trackdataversion/${segment(prjuid)}`, { regionHost })).data
        .Versions,
    get: async (prjuid, video, id) => (await http<TrackVersionWithPoints>(url(prjuid, video, id), { regionHost })).data,
    create: (prjuid, video, id, changes = {}) => put(url(prjuid, video, id, true), changes),
    update: (prjuid, video, id, changes) => put(url(prjuid, video, id), changes),
    remove: async (prjuid, video, id) => {
      await http(url(prjuid, video, id), { method: 'DELETE', regionHost });
    },
    track: (prjuid, video, request) =>
      post(`${api}/v1/trackversion/${videoPath(prjuid, video)}${byUid(video)}`, request),
    trackAgain: (prjuid, video, id, rect) =>
      post(`${api}/v1/trackversion/${videoPath(prjuid, video)}/${segment(id)}${byUid(video)}`, rect),
    trackProgress: async (prjuid, progress) =>
      (
        await http<TrackProgress>(`${api}/v1/trackversion/${segment(prjuid)}/progress/${segment(progress)}`, {
          regionHost,
        })
      ).data,
    frameUrl: (prjuid, video, frame) => `${api}/v1/trackframe/${videoPath(prjuid, video)}/${frame}${byUid(video)}`,
  };
};
