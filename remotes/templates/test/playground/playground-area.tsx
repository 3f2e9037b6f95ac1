// The playground page on a project, with a fake playground (examples, tokens, the example
// project's calls) beside the project's own movies and XML templates.
import { vi } from 'vitest';
import type { Api, MovieItem, MoviesClient } from '@reelforge/api';
import { compdataClient, type CompdataClient, type CompdataItem } from '@reelforge/api/compdata';
import {
  playgroundClient,
  type Example,
  type PlaygroundCalls,
  type PlaygroundClient,
  type PlaygroundToken,
} from '@reelforge/api/playground';
import type { FilledVariable } from '@reelforge/api';
import type { RenderStatus } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';
import { BASE, project, templatesArea } from '../xml/templates-area.js';

export const EXAMPLES: Example[] = [
  {
    name: '01-title-card',
    title: 'Title card',
    description: 'Colour and text layers.',
    compdata: '01-title-card',
    width: 640,
    height: 360,
    fps: '25/1',
    assets: [],
    variables: [],
  },
  {
    name: '07-format-variable',
    title: 'Format variable',
    description: 'Variables: a greeting written from two others.',
    compdata: '07-format-variable',
    width: 320,
    height: 180,
    fps: '25/1',
    assets: [],
    variables: [
      { key: 'first', type: 'map', default: 'Grace' },
      { key: 'frames', type: 'map', default: '100' },
    ],
  },
];

const DONE: RenderStatus = { state: 'done', progress: 1 };

export interface Options {
  examples?: () => Promise<Example[]>;
  token?: () => Promise<PlaygroundToken>;
  /** The statuses the example project's renders go through (the last one repeats). */
  statuses?: RenderStatus[];
  /** The project's own movies, with their variables. */
  movies?: Record<string, Partial<FilledVariable>[]>;
  /** The project's own XML templates. */
  templates?: Record<string, string>;
}

/** A session whose playground is fake; answers the fakes so a test can see what was called. */
export function playgroundSession(options: Options = {}) {
  let issued = 0;
  const statuses = [...(options.statuses ?? [DONE])];
  const calls: PlaygroundCalls = {
    text: vi.fn(async (name: string) => `<movie><!-- ${name} --></movie>`),
    variables: vi.fn(async () => []),
    render: vi.fn(async () => 'tok1'),
    renderStatus: vi.fn(async () => (statuses.length > 1 ? statuses.shift()! : statuses[0]!)),
    cancelRender: vi.fn(async () => undefined),
    renderUrl: (token: string, ext: string) => `/render/${token}.${ext}`,
  };
  const playground: PlaygroundClient = {
    examples: vi.fn(options.examples ?? (async () => EXAMPLES)),
    token: vi.fn(
      options.token ??
        (async () => ({
          Token: `${++issued}`.repeat(64).slice(0, 64),
          Expires: '',
          RenewAfter: 3540,
          Prjuid: 'examples',
          Region: 'eu-west-1',
        })),
    ),
    calls: vi.fn(() => calls),
  };
  const movieVariables = options.movies ?? {};
  const movies = {
    list: vi.fn(async () => Object.keys(movieVariables).map((name) => ({ name }) as MovieItem)),
    variables: vi.fn(async (_prjuid: string, name: string) => movieVariables[name] ?? []),
    render: vi.fn(async () => 'tok2'),
    renderStatus: vi.fn(async () => DONE),
    renderUrl: (token: string, ext: string) => `/render/${token}.${ext}`,
  } as unknown as MoviesClient;
  const stored = options.templates ?? {};
  const compdata = {
    list: vi.fn(async () =>
      Object.keys(stored).map((name) => ({ name, width: 640, height: 360, fps: '25/1' }) as CompdataItem),
    ),
    text: vi.fn(async (_prjuid: string, name: string) => stored[name] ?? ''),
  } as unknown as CompdataClient;
  const api = {
    regional: (factory: unknown) => {
      if (factory === playgroundClient) return playground;
      if (factory === compdataClient) return compdata;
      throw new Error('an unexpected area client');
    },
    movies: () => movies,
  };
  startSession({
    api: api as unknown as Api,
    regions: {},
    user: { username: 'demo', admin: false },
    project,
    rebranding: null,
  });
  return { playground, calls, movies, compdata };
}

export const openPlayground = () => templatesArea(`${BASE}?examples`);
