import type { TrackVersion, TrackVersionChanges, TrackVersionList, TrackVersionWithPoints } from '@reelforge/contract';
import { isDotSegment } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';
import { ApiError } from './http.js';

export type { TrackVersion, TrackVersionChanges, TrackVersionWithPoints } from '@reelforge/contract';
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
  };
};
