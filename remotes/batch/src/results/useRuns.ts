import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BatchClient } from '@reelforge/api';
import { RUN_REFRESH_MS } from '@reelforge/model';
import { anyAnswered, mergeRuns, withAnswers, type RegionRun, type RegionRuns, type RunsAnswer } from './run-regions.js';

export interface RunsState {
  /** The runs of every region that answered, newest first; null until one has. */
  runs: RegionRun[] | null;
  /** The regions whose runs could not be listed, and why. */
  errors: { region: string; message: string }[];
  /** The regions asked. */
  regions: readonly string[];
  reload: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function answerOf(clientOf: (region: string) => Pick<BatchClient, 'runs'>, region: string, jobid: string): Promise<RunsAnswer> {
  try {
    return { region, runs: await clientOf(region).runs(jobid) };
  } catch (error) {
    return { region, error: messageOf(error) };
  }
}

/**
 * The job's runs in every region given, newest first: read on opening, every 5 s while the job
 * runs, and once more when it stops. A region that fails does not hide the others' runs.
 */
export function useRuns(clientOf: (region: string) => Pick<BatchClient, 'runs'>, regions: readonly string[], jobid: string, running: boolean, refreshMs = RUN_REFRESH_MS): RunsState {
  const key = regions.join(' ');
  const asked = useMemo(() => (key ? key.split(' ') : []), [key]);
  const [byRegion, setByRegion] = useState<Record<string, RegionRuns>>({});
  const latest = useRef({ live: true, key });
  latest.current.key = key;

  const load = useCallback(() => {
    void Promise.all(asked.map((region) => answerOf(clientOf, region, jobid))).then((answers) => {
      // An answer for regions no longer asked (the distributions changed meanwhile) is dropped.
      if (latest.current.live && latest.current.key === asked.join(' ')) setByRegion((previous) => withAnswers(previous, answers));
    });
  }, [clientOf, asked, jobid]);

  useEffect(() => {
    latest.current.live = true;
    return () => {
      latest.current.live = false;
    };
  }, []);

  // On opening, and each time running changes (a finished job's last counts are read once more).
  useEffect(() => {
    if (!jobid) return;
    load();
    if (!running) return;
    const timer = setInterval(load, refreshMs);
    return () => clearInterval(timer);
  }, [load, jobid, running, refreshMs]);

  const runs = useMemo(() => (anyAnswered(byRegion) ? mergeRuns(byRegion) : null), [byRegion]);
  const errors = useMemo(() => Object.entries(byRegion).flatMap(([region, r]) => (r.error ? [{ region, message: r.error }] : [])), [byRegion]);
  return { runs, errors, regions: asked, reload: load };
}
