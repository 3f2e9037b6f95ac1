import { useCallback, useEffect, useRef, useState } from 'react';
import type { BatchClient, BatchRun } from '@reelforge/api';
import { RUN_REFRESH_MS } from '@reelforge/model';

export interface RunsState {
  runs: BatchRun[] | null;
  error: string | null;
  reload: () => void;
}

/** The job's runs, newest first: read on opening, every 5 s while the job runs, and once more when it stops. */
export function useRuns(client: Pick<BatchClient, 'runs'>, jobid: string, running: boolean, refreshMs = RUN_REFRESH_MS): RunsState {
  const [state, setState] = useState<{ runs: BatchRun[] | null; error: string | null }>({ runs: null, error: null });
  const live = useRef(true);
  const load = useCallback(() => {
    client.runs(jobid).then(
      (runs) => live.current && setState({ runs: [...runs].sort((a, b) => String(b.start ?? '').localeCompare(String(a.start ?? ''))), error: null }),
      (error: unknown) => live.current && setState((s) => ({ runs: s.runs, error: error instanceof Error ? error.message : String(error) })),
    );
  }, [client, jobid]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
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

  return { ...state, reload: load };
}
