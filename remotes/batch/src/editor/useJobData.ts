import { useMemo } from 'react';
import type { Asset, BatchJob, DatasourceRows, Project } from '@reelforge/model';
import { jobDatasourceUid } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryError, queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { datasourceAsset, datasourceRows, movieFacts, type MovieFacts } from './project-data.js';

export interface JobData {
  movies: string[] | null;
  datasources: Asset[] | null;
  movie: MovieFacts | null;
  data: DatasourceRows | null;
  problems: string[];
}

/**
 * What the job editor reads: the project's movies and datasources, the job's movie and its
 * datasource's rows. The lists and the movie share the console's cache with the movies and
 * assets areas, so a change made there shows here.
 */
export function useJobData(project: Project, job: BatchJob): JobData {
  const api = useApi();
  const { region, uid } = project;
  const movies = api.movies(region);
  const assets = api.assets(region);
  const movieList = useServerQuery(queryKeys.movies(region, uid), () => movies.list(uid));
  const assetList = useServerQuery(queryKeys.assets(region, uid), () => assets.list(uid));
  const datasources = assetList.data?.Datasources ?? null;
  const asset = datasources ? datasourceAsset(datasources, jobDatasourceUid(job)) : undefined;
  const movieRead = useServerQuery(queryKeys.movie(region, uid, job.movie), () => movies.get(uid, job.movie), { enabled: Boolean(job.movie), keepPrevious: false });
  const rowsRead = useServerQuery(queryKeys.asset(region, uid, asset?.name ?? '', 'datasource'), () => assets.datasource(uid, asset?.name ?? ''), { enabled: Boolean(asset), keepPrevious: false });
  const movie = useMemo(() => (job.movie && movieRead.data ? movieFacts(movieRead.data) : null), [job.movie, movieRead.data]);
  const data = useMemo(() => (asset && rowsRead.data ? datasourceRows(rowsRead.data) : null), [asset, rowsRead.data]);

  const names = useMemo(() => movieList.data?.map((m) => m.name).sort((a, b) => a.localeCompare(b)) ?? null, [movieList.data]);
  const problems = [
    queryError(movieList) && `The movies could not be listed: ${queryError(movieList)}`,
    queryError(assetList) && `The datasources could not be listed: ${queryError(assetList)}`,
    job.movie && queryError(movieRead) && `The movie ${job.movie} could not be read: ${queryError(movieRead)}`,
    asset && queryError(rowsRead) && `The datasource ${asset.name} could not be read: ${queryError(rowsRead)}`,
    datasources && jobDatasourceUid(job) && !asset && `The datasource ${jobDatasourceUid(job)} is no longer in the project.`,
  ].filter((p): p is string => Boolean(p));
  return { movies: names, datasources, movie, data, problems };
}
