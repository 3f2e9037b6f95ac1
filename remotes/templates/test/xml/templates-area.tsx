// The templates area on a project whose XML templates and movies are kept in memory.
import { vi } from 'vitest';
import type { Api, MovieItem, MoviesClient } from '@reelforge/api';
import type { CompdataClient, CompdataItem } from '@reelforge/api/compdata';
import { ApiError } from '@reelforge/api';
import { templateProblemsMessage, type Project, type RebrandingConfig } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import type { Movie } from '@reelforge/sdl';
import { templateFormat, xmlToMovie } from '@reelforge/sdl/xml';
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
export const BASE = '/projects/eu-west-1/p1/xml';

export const GREETING = `<movie>
  <scene name="One" length="50">
    <layer name="Hello">
      <text text="Hello" size="48" color="#ffffff"/>
      <bind field="text" variable="greeting"/>
    </layer>
  </scene>
  <variable key="greeting" value="Hello, World"/>
</movie>
`;

interface Options {
  compdata?: Partial<CompdataClient>;
  movies?: Partial<MoviesClient>;
  rebranding?: RebrandingConfig;
  movieNames?: string[];
}

/** A project holding `templates` (name → XML); the fake server refuses XML as the platform does (400 naming line and column). */
export function projectWithTemplates(templates: Record<string, string>, options: Options = {}) {
  const stored = new Map(Object.entries(templates));
  const item = (name: string, xml: string): CompdataItem => {
    const read = xmlToMovie(xml);
    const format = 'movie' in read ? templateFormat(read.movie) : { width: 640, height: 360, fps: '25/1' };
    return { name, type: 'compdata', prjuid: project.uid, ...format } as CompdataItem;
  };
  const compdata = {
    list: vi.fn(async () => [...stored].sort(([a], [b]) => a.localeCompare(b)).map(([name, xml]) => item(name, xml))),
    text: vi.fn(async (_prjuid: string, name: string) => {
      const xml = stored.get(name);
      if (xml === undefined) throw new ApiError(404, 'Not Found', `There is no template named ${name}.`);
      return xml;
    }),
    save: vi.fn(async (_prjuid: string, name: string, xml: string) => {
      const read = xmlToMovie(xml);
      if ('errors' in read) throw new ApiError(400, 'Bad Request', templateProblemsMessage(read.errors));
      stored.set(name, xml);
      return item(name, xml);
    }),
    remove: vi.fn(async (_prjuid: string, name: string) => void stored.delete(name)),
    ...options.compdata,
  } as unknown as CompdataClient;
  const savedMovies = new Map<string, Movie>();
  const movies = {
    list: vi.fn(async () =>
      [...(options.movieNames ?? []), ...savedMovies.keys()].map((name) => ({ name }) as MovieItem),
    ),
    save: vi.fn(async (_prjuid: string, name: string, movie: Movie) => void savedMovies.set(name, movie)),
    previewFrame: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' })),
    previewStream: vi.fn(async () => Promise.reject(new Error('unexpected stream'))),
    ...options.movies,
  } as unknown as MoviesClient;
  const api = {
    regional: () => compdata,
    movies: (region: string) => {
      if (region !== project.region) throw new Error(`no movies client for ${region}`);
      return movies;
    },
  };
  startSession({
    api: api as unknown as Api,
    regions: {},
    user: { username: 'demo', admin: false },
    project,
    rebranding: options.rebranding,
  });
  return { compdata, movies, stored, savedMovies };
}

export function templatesArea(path = BASE, area = 'xml') {
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<TemplatesArea area={area} />} />
    </Routes>,
    { path },
  );
}
