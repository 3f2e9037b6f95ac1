import { useCallback, useEffect, useState } from 'react';
import type { AssetList, Project } from '@reelforge/model';
import { useApi, useTrackLoading } from '@reelforge/session';

export interface AssetListState {
  list: AssetList | null;
  error: string | null;
  reload: () => void;
}

/** The project's assets, grouped as the platform lists them. */
export function useAssetList(project: Project): AssetListState {
  const api = useApi();
  const track = useTrackLoading();
  const [state, setState] = useState<{ list: AssetList | null; error: string | null }>({ list: null, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    track(api.assets(project.region).list(project.uid)).then(
      (list) => current && setState({ list, error: null }),
      (error: unknown) => current && setState((s) => ({ list: s.list, error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
  }, [api, track, project.region, project.uid, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
