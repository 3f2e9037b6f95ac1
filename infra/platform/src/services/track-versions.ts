import type { TrackVersion, TrackVersionChanges, TrackVersionWithData } from '@reelforge/contract';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import type { AssetRow } from '../repositories/assets.ts';
import type { TrackVersionRepository } from '../repositories/track-versions.ts';
import type { AssetService } from './assets.ts';
import type { ProjectRef } from './projects.ts';

const MAX_ID_LENGTH = 200;
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Motion-tracker versions of a project's videos. */
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

  async get(project: ProjectRef, video: AssetRow, id: string): Promise<TrackVersionWithData> {
    const row = await this.repo.find(video.id, id);
    if (!row) throw versionNotFound(id);
    return { ...this.toVersion(project, video, row.version_id, row.name), data: JSON.parse(row.data) as unknown };
  }

  async create(project: ProjectRef, video: AssetRow, id: string, changes: TrackVersionChanges): Promise<TrackVersionWithData> {
    checkId(id);
    const stamp = new Date(this.now()).toISOString();
    const name = changes.name ?? id;
    const data = changes.data ?? null;
    const created = await this.repo.create({
      video_id: video.id,
      version_id: id,
      name,
      data: JSON.stringify(data),
      date_created: stamp,
      date_modified: stamp,
    });
    if (!created) throw new HttpError(409, `Version ${id} of ${video.name} already exists`);
    return { ...this.toVersion(project, video, id, name), data };
  }

  async update(project: ProjectRef, video: AssetRow, id: string, changes: TrackVersionChanges): Promise<TrackVersionWithData> {
    const updated = await this.repo.update(video.id, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.data !== undefined ? { data: JSON.stringify(changes.data) } : {}),
      date_modified: new Date(this.now()).toISOString(),
    });
    if (!updated) throw versionNotFound(id);
    return this.get(project, video, id);
  }

  async delete(video: AssetRow, id: string): Promise<void> {
    if (!(await this.repo.delete(video.id, id))) throw versionNotFound(id);
  }

  async list(project: ProjectRef): Promise<TrackVersion[]> {
    const rows = await this.repo.listByProject(project.id);
    return rows.map((row) => ({
      id: row.version_id,
      vuid: row.vuid,
      videoname: row.videoname,
      name: row.name,
      prjuid: project.uid,
      region: project.region,
      type: 'mtversion',
    }));
  }

  private toVersion(project: ProjectRef, video: AssetRow, id: string, name: string): TrackVersion {
    return { id, vuid: video.uid, videoname: video.name, name, prjuid: project.uid, region: project.region, type: 'mtversion' };
  }
}

const versionNotFound = (id: string) => notFound(`Version ${id} not found`);

function checkId(id: string): void {
  if (!id.trim() || id.length > MAX_ID_LENGTH || CONTROL_CHARS.test(id)) {
    throw badRequest(`A version id has 1 to ${MAX_ID_LENGTH} characters and no control characters`);
  }
}
