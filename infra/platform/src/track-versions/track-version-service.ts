import type { MediaInfo, TrackVersion, TrackVersionWithPoints } from '@reelforge/contract';
import { readTrackPoints, type TrackPoint } from '@reelforge/model';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import {
  readPointsProblem,
  storedText,
  type ReadTrackPoints,
  type ReadTrackVersion,
} from '../bodies/track-version-body.ts';
import type { ListedTrackVersionRow, TrackVersionHead, TrackVersionRow } from './track-version-store.ts';
import type { TrackVersionRepository } from './track-version-store.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';

const MAX_ID_LENGTH = 200;
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** A version's points with what a renderer needs of its video (docs/tracking.md "For the renderer"). */
export interface TrackedPoints {
  video: { name: string; uid: string; width: number; height: number; frames: number };
  /** In frame order, one a frame; x and y are fractions of the video's width and height. */
  points: TrackPoint[];
}

/** Motion-tracker versions of a project's videos: points per frame (docs/tracking.md). */
export class TrackVersionService {
  constructor(
    private readonly repo: TrackVersionRepository,
    private readonly assets: AssetService,
    private readonly now: Clock,
  ) {}

  /** The video a version belongs to, by name or (byUid) by asset uid; 404 if it is not a video. */
  async video(project: ProjectRef, ref: string, byUid: boolean): Promise<AssetRow> {
    const row = byUid ? await this.assets.repo.findByUid(project.id, ref) : await this.assets.find(project, ref);
    if (!row || row.type !== 'video') throw notFound(`Video ${ref} not found`);
    return row;
  }

  async get(project: ProjectRef, video: AssetRow, id: string): Promise<TrackVersionWithPoints> {
    const row = await this.repo.find(video.id, id);
    if (!row) throw versionNotFound(id);
    return { ...toVersion(project, video, row), points: storedPoints(row) };
  }

  /**
   * The points of version `id` of the project's video `videoRef` (its name, or its uid when
   * byUid), for the render room: 404 for an unknown video or version.
   */
  async points(project: ProjectRef, videoRef: string, id: string, byUid = false): Promise<TrackedPoints> {
    const video = await this.video(project, videoRef, byUid);
    const row = await this.repo.find(video.id, id);
    if (!row) throw notFound(`Tracking version ${id} of ${video.name} not found`);
    const info = mediaInfoOf(video);
    return {
      video: {
        name: video.name,
        uid: video.uid,
        width: info?.width ?? 0,
        height: info?.height ?? 0,
        frames: info?.frames ?? 0,
      },
      points: storedPoints(row),
    };
  }

  /**
   * Makes version `id` of the video from a PUT body read by bodies/track-version-body.ts. The
   * answer is the version's JSON, its stored points spliced in as they are.
   */
  async create(project: ProjectRef, video: AssetRow, id: string, changes: ReadTrackVersion): Promise<Buffer> {
    checkId(id);
    const data = checkedData(video, changes.points) ?? NO_POINTS;
    const stamp = new Date(this.now()).toISOString();
    const head = {
      version_id: id,
      name: changes.name ?? id,
      frames: changes.points?.count ?? 0,
      date_created: stamp,
      date_modified: stamp,
    };
    const created = await this.repo.create({ ...head, video_id: video.id, data });
    if (!created) throw new HttpError(409, `Version ${id} of ${video.name} already exists`);
    return answerText(toVersion(project, video, head), changes.points?.dataBytes ?? NO_POINTS_BYTES);
  }

  /**
   * Changes version `id` (its name, its points or both): the answer as create's, or as get's when
   * the points are kept.
   */
  async update(
    project: ProjectRef,
    video: AssetRow,
    id: string,
    changes: ReadTrackVersion,
  ): Promise<Buffer | TrackVersionWithPoints> {
    const data = checkedData(video, changes.points);
    const updated = await this.repo.update(video.id, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(data !== undefined ? { data, frames: changes.points!.count } : {}),
      date_modified: new Date(this.now()).toISOString(),
    });
    if (!updated) throw versionNotFound(id);
    return data === undefined
      ? this.get(project, video, id)
      : answerText(toVersion(project, video, updated), changes.points!.dataBytes);
  }

  async delete(video: AssetRow, id: string): Promise<void> {
    if (!(await this.repo.delete(video.id, id))) throw versionNotFound(id);
  }

  async list(project: ProjectRef): Promise<TrackVersion[]> {
    const rows = await this.repo.listByProject(project.id);
    return rows.map((row) => toVersion(project, { uid: row.vuid, name: row.videoname }, row));
  }
}

const versionNotFound = (id: string) => notFound(`Version ${id} not found`);

function toVersion(
  project: ProjectRef,
  video: Pick<AssetRow, 'uid' | 'name'>,
  row: TrackVersionHead | Pick<ListedTrackVersionRow, keyof TrackVersionHead>,
): TrackVersion {
  return {
    id: row.version_id,
    vuid: video.uid,
    videoname: video.name,
    name: row.name,
    prjuid: project.uid,
    region: project.region,
    type: 'mtversion',
    frames: row.frames,
    created: row.date_created,
    updated: row.date_modified,
  };
}

function storedPoints(row: TrackVersionRow): TrackPoint[] {
  return readTrackPoints(JSON.parse(row.data) as unknown);
}

function mediaInfoOf(video: AssetRow): MediaInfo | undefined {
  return video.media_info ? (JSON.parse(video.media_info) as MediaInfo) : undefined;
}

const NO_POINTS = JSON.stringify({ points: [] });
const NO_POINTS_BYTES = Buffer.from(NO_POINTS);

/** The points' stored text, or a 400 naming the first problem (frames within the video when its length is known). */
function checkedData(video: AssetRow, points: ReadTrackPoints | undefined): string | undefined {
  if (!points) return undefined;
  const problem = readPointsProblem(points, mediaInfoOf(video)?.frames);
  if (problem) throw badRequest(problem);
  return storedText(points);
}

/**
 * A version's answer (trackVersionWithPointsSchema) as UTF-8 JSON: its fields, then its
 * stored `{"points":[...]}` spliced in (one copy of the bytes, no pass over the points).
 */
function answerText(version: TrackVersion, data: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(version).slice(0, -1)},`), data.subarray(1)]);
}

function checkId(id: string): void {
  if (!id.trim() || id.length > MAX_ID_LENGTH || CONTROL_CHARS.test(id)) {
    throw badRequest(`A version id has 1 to ${MAX_ID_LENGTH} characters and no control characters`);
  }
}
