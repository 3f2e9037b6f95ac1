import { APP_DATA_FILES } from '@reelforge/contract';
import type { CopyItemKind } from '@reelforge/model';
import type { Kysely, Selectable } from 'kysely';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type {
  AssetsTable,
  CompdataTable,
  Database,
  DatasourcesTable,
  MoviesTable,
  ProjectsTable,
  TrackVersionsTable,
} from '../db/schema.ts';
import { newUid } from '../lib/secrets.ts';

/** An asset of the source with what goes with it: its datasource settings and tracking versions. */
export interface SourceAsset {
  row: Selectable<AssetsTable>;
  datasource?: Selectable<DatasourcesTable>;
  tracks: Array<Selectable<TrackVersionsTable>>;
  newUid: string;
}

export interface SourceMovie {
  row: Selectable<MoviesTable>;
  newUid: string;
}

/** An XML template of the source (docs/compdata.md). */
export interface SourceCompdata {
  row: Selectable<CompdataTable>;
  newUid: string;
}

/** Everything a copy takes from its source, read once before it starts; new ids made up front. */
export interface CopySource {
  project: Selectable<ProjectsTable>;
  dir: string;
  assets: SourceAsset[];
  appData: string[];
  movies: SourceMovie[];
  compdata: SourceCompdata[];
  /** Every old id of the project's items → its id in the copy (docs/reference.md §4). */
  ids: Map<string, string>;
}

/** One task of a copy, as the engine runs and shows it. */
export interface PlannedItem {
  kind: CopyItemKind;
  name: string;
  /** The source item it copies (none for the creation task). */
  asset?: SourceAsset;
  movie?: SourceMovie;
  compdata?: SourceCompdata;
}

/**
 * What each kind copies, in the order of docs/reference.md §4 after the project's creation.
 * Kinds the platform does not store yet are empty: giving one a list is a one-line change.
 */
const KINDS: ReadonlyArray<[CopyItemKind, (source: CopySource) => PlannedItem[]]> = [
  [
    'asset',
    (s) =>
      s.assets
        .filter((a) => a.row.type !== 'datasource')
        .map((asset) => ({ kind: 'asset', name: asset.row.name, asset })),
  ],
  [
    'datasource',
    (s) =>
      s.assets
        .filter((a) => a.row.type === 'datasource')
        .map((asset) => ({ kind: 'datasource', name: asset.row.name, asset })),
  ],
  ['appdata', (s) => s.appData.map((name) => ({ kind: 'appdata', name }))],
  ['compdata', (s) => s.compdata.map((compdata) => ({ kind: 'compdata', name: compdata.row.name, compdata }))],
  ['composition', () => []],
  ['movie', (s) => s.movies.map((movie) => ({ kind: 'movie', name: movie.row.name, movie }))],
];

/** The copy's tasks: the creation first, then each kind's items in order. */
export function planItems(source: CopySource, name: string): PlannedItem[] {
  return [{ kind: 'project', name }, ...KINDS.flatMap(([, list]) => list(source))];
}

/**
 * Reads the source project's rows and which app data files it has (in its folder, or by
 * `hasAppData` when its files are in a shared store); `targetUid` is the copy's uid.
 */
export async function readSource(
  db: Kysely<Database>,
  project: Selectable<ProjectsTable>,
  dir: string,
  targetUid: string,
  hasAppData: (name: string) => Promise<boolean> = (name) => exists(path.join(dir, 'appdata', name)),
): Promise<CopySource> {
  const rows = await db.selectFrom('assets').selectAll().where('project_id', '=', project.id).orderBy('name').execute();
  const ids = rows.map((row) => row.id);
  const datasources = ids.length
    ? await db.selectFrom('datasources').selectAll().where('asset_id', 'in', ids).execute()
    : [];
  const tracks = ids.length
    ? await db.selectFrom('track_versions').selectAll().where('video_id', 'in', ids).execute()
    : [];
  const movies = await db
    .selectFrom('movies')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('name')
    .execute();
  const compdata = await db
    .selectFrom('compdata')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('name')
    .execute();
  const appData: string[] = [];
  for (const name of APP_DATA_FILES) {
    if (await hasAppData(name)) appData.push(name);
  }
  const source: CopySource = {
    project,
    dir,
    appData,
    ids: new Map([[project.uid, targetUid]]),
    assets: rows.map((row) => {
      const datasource = datasources.find((d) => d.asset_id === row.id);
      return {
        row,
        tracks: tracks.filter((t) => t.video_id === row.id),
        newUid: newUid(),
        ...(datasource ? { datasource } : {}),
      };
    }),
    movies: movies.map((row) => ({ row, newUid: newUid() })),
    compdata: compdata.map((row) => ({ row, newUid: newUid() })),
  };
  for (const asset of source.assets) source.ids.set(asset.row.uid, asset.newUid);
  for (const movie of source.movies) source.ids.set(movie.row.uid, movie.newUid);
  for (const template of source.compdata) source.ids.set(template.row.uid, template.newUid);
  return source;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
