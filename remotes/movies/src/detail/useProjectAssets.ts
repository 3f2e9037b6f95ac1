import { useEffect, useState } from 'react';
import type { AssetList, Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';

/** The project's assets for the pickers; null while they load or when they could not be listed. */
export function useProjectAssets(project: Project): AssetList | null {
  const api = useApi();
  const [assets, setAssets] = useState<AssetList | null>(null);
  useEffect(() => {
    let live = true;
    api
      .assets(project.region)
      .list(project.uid)
      .then(
        (list) => live && setAssets(list),
        (error: unknown) => console.warn('The assets for the movie editor could not be listed', error),
      );
    return () => {
      live = false;
    };
  }, [api, project.region, project.uid]);
  return assets;
}
