import { Route, Routes } from '@reelforge/router';
import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { NoSuchPage, OpeningProject } from '@reelforge/ui';
import { MovieBrowser } from './list/MovieBrowser.js';
import './movies.css';

/**
 * The movies remote: the project's dynamic movies, each with its overview, play, settings, variables, scenes and source
 * tabs.
 */
export default function MoviesArea({ area }: AreaProps) {
  const project = useCurrentProject();
  if (!project) return <OpeningProject />;
  if (area !== 'movies') {
    return <NoSuchPage area="movies" page={area} />;
  }
  return (
    <Routes>
      <Route index element={<MovieBrowser key={project.uid} project={project} />} />
      <Route path=":sdl/*" element={<MovieBrowser key={project.uid} project={project} />} />
    </Routes>
  );
}
