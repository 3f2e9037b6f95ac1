// The stories area on a project whose stories.json is kept in memory, with a few assets and movies; renders answer as each test says.
import { vi } from 'vitest';
import type { Api, AssetsClient, BatchClient, MoviesClient } from '@reelforge/api';
import type { AssetList, Project, RenderStatus, Story } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import StoriesRemote from '../../src/routes.js';

export const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};
export const BASE = '/projects/eu-west-1/p1/stories';

const asset = (name: string) => ({
  name,
  uid: name,
  prjuid: 'p1',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  type: 'x',
});
const ASSETS = {
  Videos: ['red.mp4', 'green.mp4', 'blue.mp4'].map(asset),
  Images: ['mask.png'].map(asset),
  Audios: ['music.mp3', 'voice.mp3'].map(asset),
  Fonts: [],
  Datasources: [],
  Trackdata: [],
  Generic: [],
  Metadata: {},
} as unknown as AssetList;

export interface Fakes {
  /** The render call; by default it answers the token "tok". */
  render?: MoviesClient['render'];
  /** Statuses answered in turn; then done. */
  statuses?: RenderStatus[];
  /** The first read of stories.json fails with this. */
  readFailure?: Error;
  /** Every write of stories.json fails with this. */
  saveFailure?: Error;
  /** The preview host's story frame; by default a JPG's first bytes. */
  storyFrame?: MoviesClient['storyFrame'];
}

/** A project whose stories.json holds `stories`; `stored()` is the list as the server has it. */
export function projectWithStories(stories: Story[], fakes: Fakes = {}) {
  let stored: unknown = structuredClone(stories);
  let failure = fakes.readFailure;
  const batch = {
    appData: vi.fn(async (_prjuid: string, name: string) => {
      if (name !== 'stories.json') throw new Error(`unexpected app data ${name}`);
      if (failure) {
        const error = failure;
        failure = undefined;
        throw error;
      }
      return structuredClone(stored);
    }),
    saveAppData: vi.fn(async (_prjuid: string, name: string, value: unknown) => {
      if (name !== 'stories.json') throw new Error(`unexpected app data ${name}`);
      if (fakes.saveFailure) throw fakes.saveFailure;
      stored = structuredClone(value);
    }),
  } as unknown as BatchClient;
  const assets = {
    list: vi.fn(async () => ASSETS),
    // Each clip lasts 2 s; an audio file 3 s.
    mediaInfo: vi.fn(async (_prjuid: string, name: string) => ({ duration: name.endsWith('.mp3') ? 3 : 2 })),
    // No address: the audio rows draw no waveform here (it would be fetched).
    mediaUrl: () => '',
  } as unknown as AssetsClient;
  const statuses = [...(fakes.statuses ?? [])];
  const movies = {
    list: vi.fn(async () => [{ name: 'intro' }, { name: 'outro' }]),
    render: vi.fn(fakes.render ?? (async () => 'tok')),
    renderStatus: vi.fn(async () => statuses.shift() ?? ({ state: 'done', progress: 1 } as RenderStatus)),
    cancelRender: vi.fn(async () => undefined),
    renderUrl: (token: string, ext: string) => `/render/${token}.${ext}`,
    storyFrame: vi.fn(fakes.storyFrame ?? (async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])]))),
  } as unknown as MoviesClient;
  const api = { batch: () => batch, assets: () => assets, movies: () => movies };
  startSession({ api: api as unknown as Api, regions: {}, user: { username: 'demo', admin: false }, project });
  return {
    batch,
    movies,
    assets,
    stored: () => stored as Story[],
    replace: (list: Story[]) => void (stored = structuredClone(list)),
  };
}

export function storiesArea(path = BASE) {
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<StoriesRemote area="stories" />} />
    </Routes>,
    { path },
  );
}

/** A three-scene story: red, a match scene on city showing green entering by a push from the left, blue. */
export const TRIO: Story = {
  name: 'Trio',
  size: '640x360',
  width: 640,
  height: 360,
  fps: '25/1',
  samplerate: 44100,
  alevelmode: 'softclip',
  maxcombinations: 10,
  volume: 100,
  scenes: [
    { type: 'static', name: 'Red', src: 'videos', video: 'red.mp4' },
    {
      type: 'match',
      name: 'Green',
      src: 'videos',
      video: 'green.mp4',
      varname: 'city',
      matchvalues: [{ value: 'Paris' }],
      transition: 'push',
      tdir: 4,
    },
    { type: 'static', name: 'Blue', src: 'videos', video: 'blue.mp4' },
  ],
};
