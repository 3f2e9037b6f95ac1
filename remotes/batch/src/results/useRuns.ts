import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BatchClient } from '@reelforge/api';
import { messageOf, RUN_REFRESH_MS } from '@reelforge/model';
import { queryKeys, useQueries, useQueryClient } from '@reelforge/ui/server-state';
import {
  anyAnswered,
  mergeRuns,
  withAnswers,
  type RegionRun,
  type RegionRuns,
  type RunsAnswer,
} from './run-regions.js';

export interface RunsState {
  /** The runs of every region that answered, newest first; null until one has. */
  runs: RegionRun[] | null;
  /** The regions whose runs could not be listed, and why. */
  errors: { region: string; message: string }[];
  /** The regions asked. */
  regions: readonly string[];
  reload: () => void;
}

async function answerOf(
  clientOf: (region: string) => Pick<BatchClient, 'runs'>,
  region: string,
  jobid: string,
): Promise<RunsAnswer> {
  try {
    return { region, runs: await clientOf(region).runs(jobid) };
  } catch (error) {
    return { region, error: messageOf(error) };
  }
}

/**
 * The job's runs in every region given, newest first: read on opening, every 5 s while the job
 * runs, and once more when it stops. A region that fails does not hide the others' runs, nor
 * the runs it gave before. Polling leaves the console's loading flag down.
 */
export function useRuns(
  clientOf: (region: string) => Pick<BatchClient, 'runs'>,
  regions: readonly string[],
  jobid: string,
  running: boolean,
  refreshMs = RUN_REFRESH_MS,
): RunsState {
  const key = regions.join(' ');
  const asked = useMemo(() => (key ? key.split(' ') : []), [key]);
  const queryClient = useQueryClient();
  // Stable while the regions are, so the combined answers change only when an answer does.
  const combine = useCallback(
    (results: { data?: RegionRuns }[]) =>
      Object.fromEntries(asked.flatMap((region, i) => (results[i]?.data ? [[region, results[i].data]] : []))) as Record<
        string,
        RegionRuns
      >,
    [asked],
  );

  const byRegion = useQueries({
    queries: asked.map((region) => ({
      queryKey: queryKeys.runs(region, jobid),
      queryFn: async (): Promise<RegionRuns> => {
        const before = queryClient.getQueryData<RegionRuns>(queryKeys.runs(region, jobid));
        const answer = await answerOf(clientOf, region, jobid);
        return withAnswers(before ? { [region]: before } : {}, [answer])[region] ?? { runs: null, error: null };
      },
      enabled: Boolean(jobid),
      refetchInterval: running ? refreshMs : (false as const),
    })),
    combine,
  });

  const reload = useCallback(() => {
    for (const region of asked) void queryClient.invalidateQueries({ queryKey: queryKeys.runs(region, jobid) });
  }, [queryClient, asked, jobid]);

  // A job that stops has its last counts read once more.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current !== running && jobid) reload();
    wasRunning.current = running;
  }, [running, jobid, reload]);

  const runs = useMemo(() => (anyAnswered(byRegion) ? mergeRuns(byRegion) : null), [byRegion]);
  const errors = useMemo(
    () => Object.entries(byRegion).flatMap(([region, r]) => (r.error ? [{ region, message: r.error }] : [])),
    [byRegion],
  );
  return { runs, errors, regions: asked, reload };
}
