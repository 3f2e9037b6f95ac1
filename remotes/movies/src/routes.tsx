import { Route, Routes } from '@reelforge/router';
import type { AreaProps } from '@reelforge/session';
import { useCurrentProject } from '@reelforge/session';
import { ErrorPanel } from '@reelforge/ui';
import { MovieBrowser } from './list/MovieBrowser.js';
import './movies.css';

/** The movies remote: the project's dynamic movies, each with its overview, play, settings, variables, scenes and source tabs. */
export default function MoviesArea({ area }: AreaProps) {
  const project = useCurrentProject();
  if (!project) return <p className="rf-empty">Opening project…</p>;
  if (area !== 'movies') {
    return (
      <ErrorPanel title="Page not found">
        <p>The movies area has no page named {area}.</p>
      </ErrorPanel>
    );
  }
  return (
    <Routes>
      <Route index element={<MovieBrowser key={project.uid} project={project} />} />
      <Route path=":sdl/*" element={<MovieBrowser key={project.uid} project={project} />} />
    </Routes>
  );
}
