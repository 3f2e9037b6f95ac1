import { useMemo } from 'react';
import type { Asset, BatchJob, DatasourceRows, Project } from '@reelforge/model';
import { jobDatasourceUid } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { loadedValue, loadError, useLoad } from '@reelforge/ui';
import { datasourceAsset, datasourceRows, movieFacts, type MovieFacts } from './project-data.js';

export interface JobData {
  movies: string[] | null;
  datasources: Asset[] | null;
  movie: MovieFacts | null;
  data: DatasourceRows | null;
  problems: string[];
}

/** What the job editor reads: the project's movies and datasources, the job's movie and its datasource's rows. */
export function useJobData(project: Project, job: BatchJob): JobData {
  const api = useApi();
  const movies = api.movies(project.region);
  const assets = api.assets(project.region);
  const movieList = useLoad(() => movies.list(project.uid), [movies, project.uid]);
  const assetList = useLoad(() => assets.list(project.uid), [assets, project.uid]);
  const datasources = useMemo(() => loadedValue(assetList)?.Datasources ?? null, [assetList]);
  const asset = datasources ? datasourceAsset(datasources, jobDatasourceUid(job)) : undefined;
  const movie = useLoad(async () => (job.movie ? movieFacts(await movies.get(project.uid, job.movie)) : null), [movies, project.uid, job.movie]);
  const rows = useLoad(async () => (asset ? datasourceRows(await assets.datasource(project.uid, asset.name)) : null), [assets, project.uid, asset?.name]);

  const names = useMemo(() => loadedValue(movieList)?.map((m) => m.name).sort((a, b) => a.localeCompare(b)) ?? null, [movieList]);
  const problems = [
    loadError(movieList) && `The movies could not be listed: ${loadError(movieList)}`,
    loadError(assetList) && `The datasources could not be listed: ${loadError(assetList)}`,
    loadError(movie) && `The movie ${job.movie} could not be read: ${loadError(movie)}`,
    loadError(rows) && `The datasource ${asset?.name ?? ''} could not be read: ${loadError(rows)}`,
    datasources && jobDatasourceUid(job) && !asset && `The datasource ${jobDatasourceUid(job)} is no longer in the project.`,
  ].filter((p): p is string => Boolean(p));
  return {
    movies: names,
    datasources,
    movie: movie.state === 'ready' ? movie.value : null,
    data: rows.state === 'ready' ? rows.value : null,
    problems,
  };
}
