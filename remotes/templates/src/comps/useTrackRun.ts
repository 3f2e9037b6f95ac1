import { useEffect, useRef, useState } from 'react';
import type { TrackingClient, TrackProgress, TrackStarted } from '@reelforge/api/tracking';
import { messageOf, RENDER_POLL_MS, type Project } from '@reelforge/model';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** A tracking the console started and follows. */
export interface TrackRun extends TrackStarted {
  /** Its frames as the start knew them, until the platform says. */
  from: number;
}

/**
 * Starts trackings on the platform and follows the one going on (its progress read every half
 * second, docs/progress.md) until it ends; `onEnded` hears how, once.
 */
export function useTrackRun(project: Project, client: TrackingClient, onEnded: (ended: TrackProgress) => void) {
  const [run, setRun] = useState<TrackRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const progress = useServerQuery(
    queryKeys.trackingProgress(project.region, project.uid, run?.progress ?? ''),
    () => client.trackProgress(project.uid, run?.progress ?? ''),
    { quiet: true, keepPrevious: false, enabled: run !== null, refetchInterval: run ? RENDER_POLL_MS : false },
  ).data;
  const ended = useRef(onEnded);
  ended.current = onEnded;

  useEffect(() => {
    if (!run || !progress || progress.state === 'making') return;
    setRun(null);
    ended.current(progress);
  }, [run, progress]);

  /** Starts one (a new version, or a version again); a refusal is shown as its reason. */
  const begin = async (from: number, call: () => Promise<TrackStarted>) => {
    setError(null);
    setStarting(true);
    try {
      setRun({ ...(await call()), from });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setStarting(false);
    }
  };
  return { run, progress: run ? progress : undefined, error, starting, begin };
}
