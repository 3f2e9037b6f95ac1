import { variableDefaults, type Project } from '@reelforge/model';
import { xmlToMovie } from '@reelforge/sdl/xml';
import { useApi } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { useCompdata } from '../xml/useTemplates.js';

/** A template of the project the example player renders: a movie or an XML template, by name. */
export type PlayerTemplate = { kind: 'movie' | 'compdata'; name: string };

/** The project's movies, for the player's choice. */
export function useMovieNames(project: Project) {
  const movies = useApi().movies(project.region);
  return useServerQuery(queryKeys.movies(project.region, project.uid), () => movies.list(project.uid));
}

/**
 * The chosen template's variables and the values they render with by default: a movie's as
 * `/v1/sdlvariables` says them, an XML template's as its converted movie says them (a template
 * the reader refuses has none to fill).
 */
export function useTemplateVariables(project: Project, template: PlayerTemplate | undefined) {
  const movies = useApi().movies(project.region);
  const compdata = useCompdata(project);
  const name = template?.name ?? '';
  const movie = useServerQuery(
    queryKeys.movieVariables(project.region, project.uid, name),
    async () => variableDefaults(await movies.variables(project.uid, name)),
    {
      enabled: template?.kind === 'movie',
      keepPrevious: false,
    },
  );
  const xml = useServerQuery(
    queryKeys.template(project.region, project.uid, name),
    () => compdata.text(project.uid, name),
    {
      enabled: template?.kind === 'compdata',
      keepPrevious: false,
    },
  );
  if (template?.kind === 'compdata') {
    const read = xml.data === undefined ? undefined : xmlToMovie(xml.data);
    return {
      query: xml,
      defaults: read && 'movie' in read ? variableDefaults(read.movie.variables) : read ? {} : undefined,
    };
  }
  return { query: movie, defaults: movie.data };
}
