import { useMemo } from 'react';
import type { Asset, BatchJob, DatasourceRows, Project } from '@reelforge/model';
import { jobDatasourceUid, jobTemplate, readStories, storyJobVariables, storyMovieNames } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryError, queryKeys, useQueries, useServerQuery } from '@reelforge/ui/server-state';
import {
  datasourceAsset,
  datasourceRows,
  movieFacts,
  storyNamed,
  storyNames,
  type MovieFacts,
} from './project-data.js';

export interface JobData {
  movies: string[] | null;
  /** The project's story names (stories.json); null while they load. */
  stories: string[] | null;
  datasources: Asset[] | null;
  movie: MovieFacts | null;
  data: DatasourceRows | null;
  problems: string[];
}

/**
 * What the job editor reads: the project's movies, stories and datasources, the job's movie
 * (or story, and the movies its scenes show) and its datasource's rows. The lists and the
 * movies share the console's cache with the movies, stories and assets areas, so a change
 * made there shows here.
 */
export function useJobData(project: Project, job: BatchJob): JobData {
  const api = useApi();
  const { region, uid } = project;
  const movies = api.movies(region);
  const assets = api.assets(region);
  const batch = api.batch(region);
  const template = jobTemplate(job);
  const movieName = template?.kind === 'movie' ? template.name : '';
  const movieList = useServerQuery(queryKeys.movies(region, uid), () => movies.list(uid));
  // Read as the stories area reads it (`readStories`): one list in the one cache.
  const storyRead = useServerQuery(queryKeys.stories(region, uid), async () =>
    readStories(await batch.appData<unknown>(uid, 'stories.json', [])),
  );
  const assetList = useServerQuery(queryKeys.assets(region, uid), () => assets.list(uid));
  const datasources = assetList.data?.Datasources ?? null;
  const asset = datasources ? datasourceAsset(datasources, jobDatasourceUid(job)) : undefined;
  const movieRead = useServerQuery(queryKeys.movie(region, uid, movieName), () => movies.get(uid, movieName), {
    enabled: Boolean(movieName),
    keepPrevious: false,
  });
  const rowsRead = useServerQuery(
    queryKeys.asset(region, uid, asset?.name ?? '', 'datasource'),
    () => assets.datasource(uid, asset?.name ?? ''),
    { enabled: Boolean(asset), keepPrevious: false },
  );

  // A story job: the story, and the movies its scenes show (their variables are filled by the rows too).
  const story = template?.kind === 'story' && storyRead.data ? storyNamed(storyRead.data, template.name) : undefined;
  const shown = useMemo(() => (story ? storyMovieNames(story) : []), [story]);
  const shownReads = useQueries({
    queries: shown.map((name) => ({
      queryKey: queryKeys.movie(region, uid, name),
      queryFn: () => movies.get(uid, name),
    })),
  });
  const shownFacts = shownReads.map((read) => (read.data ? movieFacts(read.data) : undefined));
  const shownKey = shownFacts.map((facts) => facts?.variables.join('\n') ?? '-').join('\n\n');

  const movie = useMemo((): MovieFacts | null => {
    if (story)
      return {
        codec: undefined,
        variables: storyJobVariables(story, (name) => shownFacts[shown.indexOf(name)]?.variables),
      };
    return movieName && movieRead.data ? movieFacts(movieRead.data) : null;
    // shownKey stands for shownFacts, a new array every render.
  }, [story, shown, shownKey, movieName, movieRead.data]);
  const data = useMemo(() => (asset && rowsRead.data ? datasourceRows(rowsRead.data) : null), [asset, rowsRead.data]);

  const names = useMemo(
    () => movieList.data?.map((m) => m.name).sort((a, b) => a.localeCompare(b)) ?? null,
    [movieList.data],
  );
  const stories = useMemo(() => (storyRead.data ? storyNames(storyRead.data) : null), [storyRead.data]);
  const problems = [
    queryError(movieList) && `The movies could not be listed: ${queryError(movieList)}`,
    queryError(storyRead) && `The stories could not be listed: ${queryError(storyRead)}`,
    queryError(assetList) && `The datasources could not be listed: ${queryError(assetList)}`,
    movieName && queryError(movieRead) && `The movie ${movieName} could not be read: ${queryError(movieRead)}`,
    template?.kind === 'story' && storyRead.data && !story && `The story ${template.name} is no longer in the project.`,
    ...shownReads.map(
      (read, i) => read.error && `The movie ${shown[i]} of the story could not be read: ${queryError(read)}`,
    ),
    asset && queryError(rowsRead) && `The datasource ${asset.name} could not be read: ${queryError(rowsRead)}`,
    datasources &&
      jobDatasourceUid(job) &&
      !asset &&
      `The datasource ${jobDatasourceUid(job)} is no longer in the project.`,
  ].filter((p): p is string => Boolean(p));
  return { movies: names, stories, datasources, movie, data, problems };
}
