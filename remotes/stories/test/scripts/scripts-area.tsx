// The scripts area on a project whose scripts.json is kept in memory; the batch client's other calls fail the test.
import { vi } from 'vitest';
import type { Api, BatchClient } from '@reelforge/api';
import type { Project, Script } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import StoriesArea from '../../src/routes.js';

export const project: Project = { uid: 'p1', prjuid: 'p1', name: 'Demo', region: 'eu-west-1', awsregion: 'eu-west-1', date_created: '2024-01-01T00:00:00Z', type: 'project' };
export const BASE = '/projects/eu-west-1/p1/scripts';

/** A project whose scripts.json holds `scripts`; `stored()` is the list as the server has it. */
export function projectWithScripts(scripts: Script[], calls: Partial<BatchClient> = {}) {
  let stored: Script[] = structuredClone(scripts);
  const batch = {
    scripts: vi.fn(async () => structuredClone(stored)),
    saveScripts: vi.fn(async (_prjuid: string, list: readonly Script[]) => void (stored = structuredClone([...list]))),
    ...calls,
  } as unknown as BatchClient;
  const api = {
    batch: (region: string) => {
      if (region !== project.region) throw new Error(`no batch client for ${region}`);
      return batch;
    },
  };
  startSession({ api: api as unknown as Api, regions: {}, user: { username: 'demo', admin: false }, project });
  return { batch, stored: () => stored };
}

export function scriptsArea(path = BASE, area = 'scripts') {
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<StoriesArea area={area} />} />
    </Routes>,
    { path },
  );
}
