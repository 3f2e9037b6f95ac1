// The fx and comps areas on a project whose comps.json, assets and tracking versions are kept in memory.
import { vi } from 'vitest';
import type { Api, AssetsClient } from '@reelforge/api';
import { effectsCompositionsClient, type EffectsCompositionsClient } from '@reelforge/api/effects-compositions';
import { trackingClient, type TrackingClient, type TrackVersionWithPoints } from '@reelforge/api/tracking';
import type { AssetList, EditorsConfig, EffectsComposition, Project, RegionsConfig } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import TemplatesArea from '../../src/routes.js';

export const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};
export const FX = '/projects/eu-west-1/p1/fx';
export const COMPS = '/projects/eu-west-1/p1/comps';
export const TOKEN = 'a'.repeat(64);
const REGIONS = {
  'eu-west-1': {
    api: '/r/eu-west-1/api',
    iv: '/r/eu-west-1/iv',
    preview: '',
    render: '',
    awsregion: 'eu-west-1',
    bucket_prefix: '',
    enabled: true,
    create: true,
  },
} as RegionsConfig;

const asset = (name: string, uid: string, type: string) => ({
  name,
  uid,
  prjuid: 'p1',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  type,
  mimetype: '',
});
const ASSETS = {
  Videos: [asset('clip.mp4', 'v-clip', 'video'), asset('beach.mp4', 'v-beach', 'video')],
  Images: [],
  Audios: [],
  Fonts: [],
  Datasources: [asset('prices.csv', 'ds-prices', 'datasource'), asset('people.csv', 'ds-people', 'datasource')],
  Trackdata: [],
  Generic: [],
  Metadata: {},
} as unknown as AssetList;

export const composition = (name: string, changes: Partial<EffectsComposition> = {}): EffectsComposition => ({
  region: 'eu-west-1',
  prjuid: 'p1',
  name,
  type: 'fxpro',
  date_created: '2026-11-24T20:00:00.000Z',
  date_modified: '2026-11-24T20:00:00.000Z',
  dataprovider: 'feed',
  ds: '',
  configURL: '',
  ...changes,
});

export const version = (
  vuid: string,
  id: string,
  name: string,
  points: TrackVersionWithPoints['points'] = [],
): TrackVersionWithPoints => ({
  id,
  vuid,
  videoname: vuid === 'v-clip' ? 'clip.mp4' : 'beach.mp4',
  name,
  prjuid: 'p1',
  region: 'eu-west-1',
  type: 'mtversion',
  frames: points.length,
  created: '2026-11-24T20:00:00.000Z',
  updated: '2026-11-24T20:00:00.000Z',
  points,
});

/** What the videos' media facts say: 320x180, 25 frames. */
export const MEDIA = {
  type: 'video',
  duration: 1,
  width: 320,
  height: 180,
  framerate: '25/1',
  frames: 25,
  audio: false,
  video: true,
};

/** The points the fake tracker finds: the rectangle's centre, held from its frame to the last. */
function trackedFrom(rect: { frame: number; x: number; y: number; w: number; h: number }) {
  return Array.from({ length: MEDIA.frames - rect.frame }, (_, n) => ({
    frame: rect.frame + n,
    x: (rect.x + rect.w / 2) / MEDIA.width,
    y: (rect.y + rect.h / 2) / MEDIA.height,
  }));
}

interface Options {
  compositions?: EffectsComposition[];
  versions?: TrackVersionWithPoints[];
  editors?: EditorsConfig;
  fx?: Partial<EffectsCompositionsClient>;
}

/** A signed-in session on the project; `stored()` is comps.json as the server has it, `versions()` the tracking versions. */
export function projectWith({ compositions = [], versions = [], editors, fx: fxCalls = {} }: Options = {}) {
  let stored = structuredClone(compositions);
  let kept = structuredClone(versions);
  const fx: EffectsCompositionsClient = {
    list: vi.fn(async () => structuredClone(stored)),
    save: vi.fn(
      async (_prjuid: string, list: readonly EffectsComposition[]) => void (stored = structuredClone([...list])),
    ),
    ...fxCalls,
  };
  const without = ({ points: _points, ...rest }: TrackVersionWithPoints) => rest;
  const find = (vuid: string, id: string) => kept.find((v) => v.vuid === vuid && v.id === id);
  const tracking: TrackingClient = {
    list: vi.fn(async () => kept.map(without)),
    get: vi.fn(async (_prjuid, video, id) => structuredClone(find('uid' in video ? video.uid : '', id)!)),
    create: vi.fn(async (_prjuid, video, id, changes = {}) => {
      const vuid = 'uid' in video ? video.uid : '';
      if (find(vuid, id)) throw new Error(`${id} is taken`);
      const made = { ...version(vuid, id, changes.name ?? id), updated: '2026-11-24T21:00:00.000Z' };
      kept.push(made);
      return made;
    }),
    update: vi.fn(async (_prjuid, video, id, changes) => {
      const found = find('uid' in video ? video.uid : '', id)!;
      Object.assign(found, changes);
      return found;
    }),
    remove: vi.fn(
      async (_prjuid, video, id) =>
        void (kept = kept.filter((v) => !(v.vuid === ('uid' in video ? video.uid : '') && v.id === id))),
    ),
    // A tracking "finds" the rectangle's centre on every frame from its frame to the end, at once.
    track: vi.fn(async (_prjuid, video, { name, ...rect }) => {
      const vuid = 'uid' in video ? video.uid : '';
      const id = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      kept.push({ ...version(vuid, id, name, trackedFrom(rect)), updated: '2026-11-24T21:00:00.000Z' });
      runs.set(`run-${runs.size + 1}`, { id, total: MEDIA.frames - rect.frame, reads: 0 });
      return { id, progress: `run-${runs.size}` };
    }),
    trackAgain: vi.fn(async (_prjuid, video, id, rect) => {
      const found = find('uid' in video ? video.uid : '', id)!;
      found.points = [...found.points.filter((p) => p.frame < rect.frame), ...trackedFrom(rect)];
      found.frames = found.points.length;
      runs.set(`run-${runs.size + 1}`, { id, total: MEDIA.frames - rect.frame, reads: 0 });
      return { id, progress: `run-${runs.size}` };
    }),
    // Halfway at the first read, done at the next.
    trackProgress: vi.fn(async (_prjuid, progress) => {
      const run = runs.get(progress)!;
      run.reads++;
      if (run.reads === 1)
        return { state: 'making' as const, done: Math.floor(run.total / 2), total: run.total, id: run.id };
      return { state: 'done' as const, done: run.total, total: run.total, id: run.id, found: run.total };
    }),
    frameUrl: (prjuid, video, frame) => `/frames/${prjuid}/${'uid' in video ? video.uid : video.name}/${frame}.jpg`,
  };
  const runs = new Map<string, { id: string; total: number; reads: number }>();
  const assets = { list: vi.fn(async () => ASSETS), mediaInfo: vi.fn(async () => MEDIA) } as unknown as AssetsClient;
  const api = {
    assets: () => assets,
    regional: (factory: unknown, region: string) => {
      if (region !== project.region) throw new Error(`no client for ${region}`);
      if (factory === effectsCompositionsClient) return fx;
      if (factory === trackingClient) return tracking;
      throw new Error('unexpected client');
    },
  };
  startSession({
    api: api as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
    project,
    rebranding: { company_name: 'Reelforge', editors },
    token: TOKEN,
  });
  return { fx, tracking, stored: () => stored, versions: () => kept };
}

export function templatesArea(path: string) {
  const area = path.split('?')[0]!.split('/')[4] ?? 'fx';
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<TemplatesArea area={area} />} />
    </Routes>,
    { path },
  );
}
