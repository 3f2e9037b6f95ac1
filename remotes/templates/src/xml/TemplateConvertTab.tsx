import { useState } from 'react';
import { Link } from '@reelforge/router';
import { messageOf, movieNameError, projectPath, type Project } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { useApi } from '@reelforge/session';
import { Progress, SubmitForm } from '@reelforge/ui';
import { queryKeys, useInvalidate } from '@reelforge/ui/server-state';

interface Props {
  project: Project;
  /** The template's name: what the movie is called unless another name is given. */
  template: string;
  /** The template's text as it stands, converted to a movie. */
  movie: Movie;
  /** Given the reason the movie could not be saved. */
  onFailed: (reason: string) => void;
}

/** Saves the converted movie under a name (the movies client), then links to it. */
export function TemplateConvertTab({ project, template, movie, onFailed }: Props) {
  const client = useApi().movies(project.region);
  const reloadMovies = useInvalidate(queryKeys.movies(project.region, project.uid));
  const [name, setName] = useState(template);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const convert = async () => {
    const wanted = name.trim();
    const bad = movieNameError(wanted);
    if (bad) return setProblem(bad);
    setProblem(null);
    setDone(null);
    setBusy(true);
    try {
      const movies = await client.list(project.uid);
      if (movies.some((m) => m.name === wanted)) {
        setProblem(`There is already a movie named ${wanted}: choose another name.`);
        return;
      }
      await client.save(project.uid, wanted, movie);
      void reloadMovies();
      setDone(wanted);
    } catch (error) {
      onFailed(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm className="rf-xml-convert" label="Convert to a movie" onSubmit={convert}>
      <p>
        The template as it stands is saved as a movie of the project, which can then be edited and rendered like any
        other.
      </p>
      <label>
        Movie name
        <input value={name} onChange={(e) => setName(e.target.value)} aria-invalid={problem ? true : undefined} />
      </label>
      <div className="rf-row">
        <button type="submit" className="rf-primary" disabled={busy}>
          Convert to movie
        </button>
        {busy && <Progress label="Saving the movie" />}
      </div>
      {problem && <p className="rf-form-error">{problem}</p>}
      {done && (
        <p role="status">
          Saved as the movie {done}.{' '}
          <Link to={`${projectPath(project.region, project.uid, 'movies')}/${encodeURIComponent(done)}`}>
            Open the movie {done}
          </Link>
        </p>
      )}
    </SubmitForm>
  );
}
