import type { MoviesClient } from '@reelforge/api';
import type { AssetList, Project } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import type { MovieEdit } from '../edit/movie-edit.js';

/** What every tab of a movie is given. */
export interface MovieTabProps {
  project: Project;
  name: string;
  client: MoviesClient;
  /** The working copy. */
  movie: Movie;
  edit: (change: MovieEdit) => void;
  /** The project's assets for the pickers; null while they load. */
  assets: AssetList | null;
  /** Variable values for previews and exports, by key. */
  params: Record<string, string>;
  setParams: (params: Record<string, string>) => void;
  username: string;
}

export const TABS = [
  { path: 'overview', label: 'Overview' },
  { path: 'play', label: 'Play' },
  { path: 'settings', label: 'Settings' },
  { path: 'variables', label: 'Variables' },
  { path: 'scenes', label: 'Scenes' },
  { path: 'source', label: 'Source' },
] as const;
