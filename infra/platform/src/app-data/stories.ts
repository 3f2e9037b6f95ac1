import type { Story } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { notFound } from '../lib/http-errors.ts';
import { storyFromJson } from '../bodies/story-decode.ts';
import type { AppDataService } from './app-data-service.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';

/** Like a movie's (movies/movie-service.ts): a story the project does not have is a 404. */
export const storyNotFound = (name: string) => notFound(`Story ${name} not found`);

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The stories of a project's `stories.json` app data, read through the same app data
 * files as the /v1/appdata routes, and the movies their scenes show. For the render
 * call, batch runs and shares: whoever renders a story by name.
 */
/** The app data file a project's stories are kept in (docs/reference.md §3). */
export const STORIES_FILE = 'stories.json';

export class StoryService {
  constructor(
    private readonly appData: AppDataService,
    private readonly movies: MovieService,
  ) {}

  /** The project's story of this name, checked and normalised; undefined when stories.json or the name is not there. */
  async find(project: ProjectRef, name: string): Promise<Story | undefined> {
    const list = (await this.appData.readList(project, STORIES_FILE)) ?? [];
    const found = list.find((item) => isObject(item) && item.name === name);
    return found === undefined ? undefined : storyFromJson(found, `The story "${name}" of stories.json`);
  }

  /** The project's story of this name; a 404 when there is none. */
  async load(project: ProjectRef, name: string): Promise<Story> {
    const story = await this.find(project, name);
    if (!story) throw storyNotFound(name);
    return story;
  }

  /** The project's movie of this name, or undefined: what a story's movie scene shows (render/story-render.ts). */
  readonly movie = async (project: ProjectRef, name: string): Promise<Movie | undefined> => {
    if (!(await this.movies.find(project, name))) return undefined;
    return (await this.movies.load(project, name)).movie;
  };
}

/** For callers holding only the app data and movies (a batch plan): the project's story by name, or undefined. */
export function findStory(
  appData: AppDataService,
  movies: MovieService,
  project: ProjectRef,
  name: string,
): Promise<Story | undefined> {
  return new StoryService(appData, movies).find(project, name);
}
