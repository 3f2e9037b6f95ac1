import type { Kysely, Selectable } from 'kysely';
import type { Database, TrackVersionsTable } from '../db/schema.ts';
import { firstRow, removeRows } from '../db/rows.ts';

export type TrackVersionRow = Selectable<TrackVersionsTable>;
/** What a version's answer says of it besides its points. */
export type TrackVersionHead = Pick<
  TrackVersionRow,
  'version_id' | 'name' | 'frames' | 'date_created' | 'date_modified'
>;
export type ListedTrackVersionRow = Omit<TrackVersionRow, 'data'> & { videoname: string; vuid: string };

/** Motion-tracker versions, each belonging to one video asset. */
export class TrackVersionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(videoId: number, versionId: string): Promise<TrackVersionRow | undefined> {
    return firstRow(this.db, 'track_versions', { video_id: videoId, version_id: versionId });
  }

  /** Inserts unless the id is taken; false when it was. */
  async create(row: Omit<TrackVersionRow, 'id'>): Promise<boolean> {
    const result = await this.db
      .insertInto('track_versions')
      .values(row)
      .onConflict((oc) => oc.columns(['video_id', 'version_id']).doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** The version as it now is, without its data; undefined when there is none. */
  async update(
    videoId: number,
    versionId: string,
    changes: Partial<Pick<TrackVersionRow, 'name' | 'data' | 'frames'>> & Pick<TrackVersionRow, 'date_modified'>,
  ): Promise<TrackVersionHead | undefined> {
    return this.db
      .updateTable('track_versions')
      .set(changes)
      .where('video_id', '=', videoId)
      .where('version_id', '=', versionId)
      .returning(['version_id', 'name', 'frames', 'date_created', 'date_modified'])
      .executeTakeFirst();
  }

  async delete(videoId: number, versionId: string): Promise<boolean> {
    return removeRows(this.db, 'track_versions', { video_id: videoId, version_id: versionId });
  }

  /** Every version of a project's videos, without their data. */
  async listByProject(projectId: number): Promise<ListedTrackVersionRow[]> {
    return this.db
      .selectFrom('track_versions')
      .innerJoin('assets', 'assets.id', 'track_versions.video_id')
      .select([
        'track_versions.id',
        'track_versions.video_id',
        'track_versions.version_id',
        'track_versions.name',
        'track_versions.frames',
        'track_versions.date_created',
        'track_versions.date_modified',
        'assets.name as videoname',
        'assets.uid as vuid',
      ])
      .where('assets.project_id', '=', projectId)
      .orderBy('assets.name')
      .orderBy('track_versions.version_id')
      .execute();
  }
}
