// The analytics area on a signed-in session whose analytics host, projects, movies and render speed are kept in memory.
import { vi } from 'vitest';
import type { Api } from '@reelforge/api';
import {
  analyticsClient,
  type AnalyticsClient,
  type AnalyticsHit,
  type AnalyticsSearchReply,
  type ErrorLogEntryWire,
} from '@reelforge/api/analytics';
import type { Project, RegionsConfig } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import AnalyticsArea from '../src/routes.js';

const made = (uid: string, name: string, region: string): Project => ({
  uid,
  prjuid: uid,
  name,
  region,
  awsregion: region,
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
});
export const project = made('p1', 'Demo', 'eu-west-1');
export const other = made('p2', 'Launch', 'us-east-1');
export const ANALYTICS = '/projects/eu-west-1/p1/analytics';
export const ERRORLOGS = '/projects/eu-west-1/p1/errorlogs';
const region = (name: string) => ({
  api: `/r/${name}/api`,
  iv: '',
  preview: '',
  render: '',
  awsregion: name,
  bucket_prefix: '',
  enabled: true,
  create: true,
  analytics: `/r/${name}/analytics`,
});
const REGIONS = { 'eu-west-1': region('eu-west-1'), 'us-east-1': region('us-east-1') } as unknown as RegionsConfig;

export const hit = (sessionid: string, changes: Partial<AnalyticsHit> = {}): AnalyticsHit => ({
  timestamp: '2026-11-24T10:00:00.000Z',
  sessionid,
  prjuid: 'p1',
  movie: 'Intro',
  region: 'eu-west-1',
  origin: 'console',
  format: 'mp4',
  width: 1280,
  height: 720,
  duration: 30,
  frames: 750,
  success: true,
  elapsed_ms: 4000,
  ...changes,
});

/** A reply with two 30 s buckets (two renders, one failed), the regions and the hits. */
export const reply = (
  hits: AnalyticsHit[] = [hit('s-ok'), hit('s-bad', { success: false, movie: 'Outro' })],
): AnalyticsSearchReply => ({
  aggregations: {
    renders: {
      buckets: [
        { key: 1_800_000_000_000, doc_count: 2, errors: 1 },
        { key: 1_800_000_030_000, doc_count: 0, errors: 0 },
      ],
    },
    regions: { buckets: [{ key: 'eu-west-1', doc_count: 2 }] },
  },
  hits: { total: hits.length, hits },
});

export const entry = (frame: number | null, changes: Partial<ErrorLogEntryWire> = {}): ErrorLogEntryWire => ({
  '@timestamp': '2026-11-24T10:00:01.000Z',
  sessionid: 's-bad',
  message: 'Asset not found: logo.png',
  scenes: ['Intro'],
  context: 'layer logo',
  frame,
  ...changes,
});

interface Options {
  analytics?: Partial<AnalyticsClient>;
  speed?: number;
}

/** A signed-in session on project p1 (Demo, eu-west-1), with p2 (Launch, us-east-1) also the person's. */
export function analyticsWith({ analytics: calls = {}, speed = 2 }: Options = {}) {
  const clients: Record<string, AnalyticsClient> = {};
  const clientOf = (name: string) =>
    (clients[name] ??= {
      search: vi.fn(async () => reply()),
      projectStats: vi.fn(async () => Promise.reject(new Error('not used'))),
      sessionErrors: vi.fn(async () => ({ errorlogs: [], total: 0 })),
      tokenMapping: vi.fn(async () => ({ mappings: [] })),
      ...calls,
    });
  const movies = { 'eu-west-1': ['Intro', 'Outro'], 'us-east-1': ['Launch cut'] } as Record<string, string[]>;
  const api = {
    listAllProjects: vi.fn(async () => ({ projects: [project, other], errors: [] })),
    movies: (name: string) => ({ list: vi.fn(async () => (movies[name] ?? []).map((movie) => ({ name: movie }))) }),
    region: () => ({ getSpeed: vi.fn(async () => speed) }),
    regional: (factory: unknown, name: string) => {
      if (factory !== analyticsClient) throw new Error('unexpected client');
      return clientOf(name);
    },
  };
  startSession({
    api: api as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
    project,
    rebranding: { company_name: 'Reelforge' },
    token: 'a'.repeat(64),
  });
  return { analytics: (name = 'eu-west-1') => clientOf(name) };
}

export function analyticsArea(path: string) {
  const area = path.split('?')[0]!.split('/')[4] ?? 'analytics';
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<AnalyticsArea area={area} />} />
    </Routes>,
    { path },
  );
}
