// A project with movies, a datasource and jobs.json in memory, and the batch area mounted on it.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { BatchClient, MoviesClient } from '@reelforge/api';
import {
  keepRunFields,
  regionFullname,
  type AssetList,
  type BatchJob,
  type DatasourceMetadata,
  type Distribution,
  type Project,
} from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import BatchArea from '../src/routes.js';
import { renderInConsole } from '@reelforge/ui/testing';
import { fakeAssets, fakeBatch, fakeMovies, fakePublish, project as demo, session } from './fake-clients.js';

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

const assetList = {
  Videos: [],
  Images: [],
  Audios: [],
  Fonts: [],
  Datasources: [
    {
      name: 'people.csv',
      uid: 'ds-people',
      prjuid: 'p1',
      region: 'eu-west-1',
      awsregion: 'eu-west-1',
      type: 'datasource',
      mimetype: 'text/csv',
    },
  ],
  Trackdata: [],
  Generic: [],
  Metadata: {},
} as unknown as AssetList;

/** A distribution of the project as its region lists it: PUBLISHED and up to date unless told. */
export const distribution = (name: string, changes: Partial<Distribution> = {}): Distribution => ({
  name,
  fullname: regionFullname(name),
  state: 'PUBLISHED',
  dirty: false,
  default: false,
  ...changes,
});

interface Extra {
  batch?: Partial<BatchClient>;
  movies?: Partial<MoviesClient>;
  publish?: Parameters<typeof fakePublish>[0];
  /** What the project's region lists; by default the project's own region alone. */
  distributions?: Distribution[];
  /** Calls of other regions' render hosts (their runs are none unless told). */
  elsewhere?: Record<string, { batch?: Partial<BatchClient>; movies?: Partial<MoviesClient> }>;
  project?: Partial<Project>;
  /** The project's stories.json (none unless told). */
  stories?: unknown[];
}

/** The clients of a project whose jobs.json holds `jobs`; the lists the console saved are kept in `saves`. */
export function projectWith(jobs: Partial<BatchJob>[] = [], extra: Extra = {}) {
  const at = { ...demo, ...extra.project };
  const saves: BatchJob[][] = [];
  let stored: unknown[] = jobs;
  let scripts: unknown[] = [{ name: 'pre', src: 'export default 1', sdk: 'api' }];
  const batch = fakeBatch({
    jobs: vi.fn(async () => structuredClone(stored) as BatchJob[]),
    // As the platform saves jobs.json: each job keeps the run fields it wrote (keepRunFields).
    saveJobs: vi.fn(async (_p: string, list: readonly Partial<BatchJob>[]) => {
      stored = keepRunFields(stored, structuredClone(list));
      saves.push(structuredClone(list) as BatchJob[]);
    }),
    scripts: vi.fn(async () => structuredClone(scripts) as never),
    saveScripts: vi.fn(
      async (_p: string, list: readonly unknown[]) => void (scripts = structuredClone(list) as unknown[]),
    ),
    runs: vi.fn(async () => []),
    appData: vi.fn(async (_p: string, name: string) =>
      name === 'stories.json'
        ? structuredClone(extra.stories ?? [])
        : Promise.reject(new Error(`unexpected app data ${name}`)),
    ) as BatchClient['appData'],
    ...extra.batch,
  });
  const movies = fakeMovies({
    list: vi.fn(async () => [
      {
        name: 'intro',
        uid: 'intro',
        prjuid: 'p1',
        region: 'eu-west-1',
        awsregion: 'eu-west-1',
        type: 'sdl' as const,
        date_created: '',
        date_modified: '',
      },
      {
        name: 'clip',
        uid: 'clip',
        prjuid: 'p1',
        region: 'eu-west-1',
        awsregion: 'eu-west-1',
        type: 'sdl' as const,
        date_created: '',
        date_modified: '',
      },
    ]),
    get: vi.fn(async (_p: string, name: string) =>
      name === 'clip'
        ? { params: { vparams: { videocodec: 'vp8' } }, variables: [{ key: 'name' }] }
        : { params: { vparams: { videocodec: 'x264' } }, variables: [{ key: 'name' }, { key: 'headline' }] },
    ),
    ...extra.movies,
  });
  const assets = fakeAssets({
    list: vi.fn(async () => assetList),
    datasource: vi.fn(async () => structuredClone(PEOPLE)),
  });
  const publish = fakePublish({
    distributions: vi.fn(async () => extra.distributions ?? [distribution(at.region, { default: true })]),
    ...extra.publish,
  });
  const elsewhere = Object.fromEntries(
    Object.entries(extra.elsewhere ?? {}).map(([region, calls]) => [
      region,
      { batch: fakeBatch({ runs: vi.fn(async () => []), ...calls.batch }), movies: fakeMovies(calls.movies) },
    ]),
  );
  session({ batch, movies, assets, publish, elsewhere }, at);
  return { batch, movies, assets, publish, elsewhere, saves, stored: () => stored as BatchJob[] };
}

export function area(path = BASE) {
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<BatchArea area="batch" />} />
    </Routes>,
    { path },
  );
}

/** The batch area on one job, once its Action tab is there. */
export async function openJob(id: string): Promise<void> {
  area(`${BASE}/${id}`);
  await screen.findByRole('tab', { name: 'Action' });
}

/** A job ready to start: movie, format and datasource chosen. */
export const READY: Partial<BatchJob> = {
  id: '11111111-aaaa',
  name: 'Ready',
  movie: 'intro',
  format: 'mp4',
  formats: ['mp4', 'flv', 'jpg', 'png', 'tif'],
  datasource: 'ds-people',
};

/** The named button once it is there and enabled, as a user waits to press it. */
export function enabledButton(name: string): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = screen.getByRole<HTMLButtonElement>('button', { name });
    expect(button.disabled).toBe(false);
    return button;
  });
}

/** The options of a select as [value, text] pairs. */
export const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .map((o) => [o.value, o.textContent]);
