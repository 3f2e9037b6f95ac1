// The scripts area on a project whose scripts.json is kept in memory; the batch client's other calls fail the test.
import { vi } from 'vitest';
import type { Api, AssetsClient, BatchClient } from '@reelforge/api';
import type { ScriptRunClient } from '@reelforge/api/script-run';
import type { AssetList, DatasourceMetadata, Project, Script } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import StoriesArea from '../../src/routes.js';

export const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};
export const BASE = '/projects/eu-west-1/p1/scripts';

export const PEOPLE = {
  columns: ['name', 'city'],
  values: [
    ['Ann', 'Oslo'],
    ['Bob', 'Rome'],
  ],
  keys: ['Ann', 'Bob'],
  key_column: 'name',
  media_columns: [],
  key_column_candidates: ['name'],
  parse_data: { delimiter: ',', first_line_is_header: true },
  rowcount: 2,
} as DatasourceMetadata;

const ASSETS = {
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

/** A project whose scripts.json holds `scripts` and with one datasource; `stored()` is the list as the server has it. */
export function projectWithScripts(
  scripts: Script[],
  calls: Partial<BatchClient> & { run?: ScriptRunClient['run'] } = {},
) {
  const { run: runCall, ...batchCalls } = calls;
  let stored: Script[] = structuredClone(scripts);
  const batch = {
    scripts: vi.fn(async () => structuredClone(stored)),
    saveScripts: vi.fn(async (_prjuid: string, list: readonly Script[]) => void (stored = structuredClone([...list]))),
    ...batchCalls,
  } as unknown as BatchClient;
  const assets = {
    list: vi.fn(async () => ASSETS),
    datasource: vi.fn(async () => structuredClone(PEOPLE)),
  } as unknown as AssetsClient;
  const runner: ScriptRunClient = { run: vi.fn(runCall ?? (async () => Promise.reject(new Error('unexpected run')))) };
  const api = {
    batch: (region: string) => {
      if (region !== project.region) throw new Error(`no batch client for ${region}`);
      return batch;
    },
    assets: () => assets,
    regional: () => runner,
  };
  startSession({ api: api as unknown as Api, regions: {}, user: { username: 'demo', admin: false }, project });
  return { batch, runner, stored: () => stored };
}

export function scriptsArea(path = BASE, area = 'scripts') {
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<StoriesArea area={area} />} />
    </Routes>,
    { path },
  );
}
