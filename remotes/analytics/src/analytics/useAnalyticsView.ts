import type { AnalyticsSearchBody } from '@reelforge/api/analytics';
import { enabledRegions, type Project } from '@reelforge/model';
import {
  analyticsFilters,
  analyticsFilterSearch,
  analyticsTotals,
  analyticsWindow,
  searchTotals,
  type AnalyticsFilters,
} from '@reelforge/model/analytics';
import { useLocation, useNavigate } from '@reelforge/router';
import { useApi, useRegions } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { useMemo } from 'react';
import { useAnalyticsSearch } from '../useAnalytics.js';

/** Sessions read a search: the host's most (docs/analytics.md); totals of minutes and cost are over these. */
const SESSIONS_READ = 1000;

/**
 * Everything the analytics page shows, from the filters in its address: the project searched
 * (the one open unless another of the person's is chosen), its movies, the regions, the
 * search (silent when it fails) and the totals.
 */
export function useAnalyticsView(current: Project) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const filters = analyticsFilters(search);
  const setFilters = (changes: Partial<AnalyticsFilters>) => {
    const next = { ...filters, ...changes };
    // A movie belongs to its project: another project starts with every movie.
    if ('project' in changes && changes.project !== filters.project) delete next.movie;
    for (const name of ['project', 'movie', 'region'] as const) if (!next[name]) delete next[name];
    navigate(`${pathname}${analyticsFilterSearch(next)}`);
  };

  const projectList = useServerQuery(queryKeys.projects(), () => api.listAllProjects(), { quiet: true });
  const projects = projectList.data?.projects ?? [];
  const project = (filters.project && projects.find((p) => p.uid === filters.project)) || current;
  const movieList = useServerQuery(
    queryKeys.movies(project.region, project.uid),
    () => api.movies(project.region).list(project.uid),
    { quiet: true, keepPrevious: false },
  );
  const speed = useServerQuery(
    queryKeys.renderSpeed(project.region, project.uid),
    () => api.region(project.region).getSpeed(project.uid),
    { quiet: true, keepPrevious: false },
  );
  const regions = enabledRegions(useRegions());

  // The window is taken when the filters change (or the page opens), so reading again keeps it.
  const at = useMemo(() => Date.now(), [search]);
  const window = analyticsWindow(filters.range, at);
  const body: AnalyticsSearchBody = {
    project: project.uid,
    from: window.from,
    to: window.to,
    interval: window.interval,
    errorsOnly: filters.errorsOnly,
    size: SESSIONS_READ,
    ...(filters.movie ? { movie: filters.movie } : {}),
    ...(filters.region ? { region: filters.region } : {}),
  };
  const result = useAnalyticsSearch(project.region, project.uid, body);
  const reply = result.error ? undefined : result.data;
  const speedLevel = speed.data ?? 0;
  const hits = reply?.hits.hits ?? [];
  // The host's totals cover every matching render, with the cost the usage page counts; an
  // older host without them: the sessions read.
  const totals = reply
    ? reply.aggregations.totals
      ? searchTotals(reply.aggregations.totals)
      : {
          ...analyticsTotals(hits),
          renders: reply.hits.total,
          errors: reply.aggregations.renders.buckets.reduce((sum, bucket) => sum + bucket.errors, 0),
        }
    : undefined;

  return {
    filters,
    setFilters,
    project,
    projects: projects.some((p) => p.uid === current.uid) ? projects : [current, ...projects],
    movies: (movieList.data ?? []).map((movie) => movie.name),
    regions,
    speedLevel,
    loading: result.isLoading,
    reply,
    hits,
    totals,
    /** More sessions matched than were read: minutes and cost are of the newest ones. */
    partial: reply !== undefined && !reply.aggregations.totals && reply.hits.total > hits.length,
    at,
  };
}
