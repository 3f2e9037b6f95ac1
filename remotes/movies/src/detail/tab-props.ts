import type { MoviesClient } from '@reelforge/api';
import type { AssetList, Project } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import type { MovieEdit } from '../edit/movie-edit.js';
import type { EditOptions } from './useMovieDocument.js';

/** What every tab of a movie is given. */
export interface MovieTabProps {
  project: Project;
  name: string;
  client: MoviesClient;
  /** The working copy. */
  movie: Movie;
  /** One step of the undo history; edits with the same `merge` key in a row make one step. */
  edit: (change: MovieEdit, options?: EditOptions) => void;
  /** The project's assets for the pickers; null while they load. */
  assets: AssetList | null;
  /** Variable values for previews and exports, by key. */
  params: Record<string, string>;
  setParams: (params: Record<string, string>) => void;
  username: string;
}

export const TABS = [
  { path: 'design', label: 'Design' },
  { path: 'overview', label: 'Overview' },
  { path: 'play', label: 'Play' },
  { path: 'settings', label: 'Settings' },
  { path: 'variables', label: 'Variables' },
  { path: 'scenes', label: 'Scenes' },
  { path: 'source', label: 'Source' },
  { path: 'code', label: 'Use from code' },
] as const;
