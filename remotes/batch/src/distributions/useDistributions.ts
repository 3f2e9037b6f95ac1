import { useCallback, useEffect, useRef, useState } from 'react';
import { publishAndWait } from '@reelforge/api';
import { canPublish, type Distribution, type Project } from '@reelforge/model';
import { useApi, useTrackLoading } from '@reelforge/session';

export interface DistributionsState {
  /** As the project's region lists them; null until read, and for a project that cannot be published. */
  list: Distribution[] | null;
  /** Why the last read failed. */
  error: string | null;
  /** Reads the list again; resolves once read or failed. */
  reload: () => Promise<void>;
  /** Publishes the project to a region, waits for the copy, then reads the list again; rejects with the reason it failed. */
  publish: (region: string) => Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The project's distributions (SPEC §3), read from its own region; none asked for a project that cannot be published. */
export function useDistributions(project: Project): DistributionsState {
  const client = useApi().publish(project.region);
  const track = useTrackLoading();
  const [state, setState] = useState<{ list: Distribution[] | null; error: string | null }>({ list: null, error: null });
  const live = useRef(true);
  const asked = canPublish(project.region);

  const reload = useCallback(async () => {
    if (!asked) return;
    try {
      const list = await track(client.distributions(project.uid));
      if (live.current) setState({ list, error: null });
    } catch (error) {
      if (live.current) setState((s) => ({ list: s.list, error: messageOf(error) }));
    }
  }, [asked, client, project.uid, track]);

  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const publish = useCallback(
    async (region: string) => {
      await publishAndWait(client, project.uid, region);
      await reload();
    },
    [client, project.uid, reload],
  );

  return { ...state, reload, publish };
}
