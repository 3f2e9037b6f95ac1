// A project with movies, a datasource and jobs.json in memory, and the batch area mounted on it.
import { vi } from 'vitest';
import type { AssetList, BatchJob, DatasourceMetadata } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import BatchArea from '../src/routes.js';
import { fakeAssets, fakeBatch, fakeMovies, render, session } from './dom.js';

export const BASE = '/projects/eu-west-1/p1/batch';

export const PEOPLE: DatasourceMetadata = {
  columns: ['name', 'city'],
  values: [
    ['Ann', 'Oslo'],
    ['Bob', 'Rome'],
    ['Cid', 'Lima'],
    ['Dee', 'Kyiv'],
    ['Eve', 'Pune'],
  ],
  keys: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'],
  key_column: 'name',
  media_columns: [],
  key_column_candidates: ['name'],
  parse_data: { delimiter: ',', first_line_is_header: true },
  rowcount: 5,
};

const assetList = { Videos: [], Images: [], Audios: [], Fonts: [], Datasources: [{ name: 'people.csv', uid: 'ds-people', prjuid: 'p1', region: 'eu-west-1', awsregion: 'eu-west-1', type: 'datasource', mimetype: 'text/csv' }], Trackdata: [], Generic: [], Metadata: {} } as unknown as AssetList;

/** The clients of a project whose jobs.json holds `jobs`; the saved lists are kept in `saves`. */
export function projectWith(jobs: Partial<BatchJob>[] = [], extra: { batch?: Parameters<typeof fakeBatch>[0]; movies?: Parameters<typeof fakeMovies>[0] } = {}) {
  const saves: BatchJob[][] = [];
  let stored: unknown[] = jobs;
  let scripts: unknown[] = [{ name: 'pre', src: 'export default 1', sdk: 'api' }];
  const batch = fakeBatch({
    jobs: vi.fn(async () => structuredClone(stored) as BatchJob[]),
    saveJobs: vi.fn(async (_p: string, list: readonly BatchJob[]) => {
      stored = structuredClone(list) as unknown[];
      saves.push(structuredClone(list) as BatchJob[]);
    }),
    scripts: vi.fn(async () => structuredClone(scripts) as never),
    saveScripts: vi.fn(async (_p: string, list: readonly unknown[]) => void (scripts = structuredClone(list) as unknown[])),
    runs: vi.fn(async () => []),
    ...extra.batch,
  });
  const movies = fakeMovies({
    list: vi.fn(async () => [{ name: 'intro', uid: 'intro', prjuid: 'p1', region: 'eu-west-1', awsregion: 'eu-west-1', type: 'sdl' as const }, { name: 'clip', uid: 'clip', prjuid: 'p1', region: 'eu-west-1', awsregion: 'eu-west-1', type: 'sdl' as const }]),
    get: vi.fn(async (_p: string, name: string) => (name === 'clip' ? { params: { vparams: { videocodec: 'vp8' } }, variables: [{ key: 'name' }] } : { params: { vparams: { videocodec: 'x264' } }, variables: [{ key: 'name' }, { key: 'headline' }] })),
    ...extra.movies,
  });
  const assets = fakeAssets({ list: vi.fn(async () => assetList), datasource: vi.fn(async () => structuredClone(PEOPLE)) });
  session({ batch, movies, assets });
  return { batch, movies, assets, saves, stored: () => stored as BatchJob[] };
}

export function area(path = BASE) {
  return render(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<BatchArea area="batch" />} />
    </Routes>,
    { path },
  );
}

/** A job ready to start: movie, format and datasource chosen. */
export const READY: Partial<BatchJob> = { id: '11111111-aaaa', name: 'Ready', movie: 'intro', format: 'mp4', formats: ['mp4', 'flv', 'jpg', 'png', 'tif'], datasource: 'ds-people' };
