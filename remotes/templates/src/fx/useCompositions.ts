import { effectsCompositionsClient } from '@reelforge/api/effects-compositions';
import type { EffectsComposition, Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

type ProjectRef = Pick<Project, 'region' | 'uid'>;

/**
 * The project's effects compositions (comps.json, docs/compositions.md), and a write that sends
 * the whole list as the server has it now, with one change, then reads it again.
 */
export function useCompositions(project: ProjectRef) {
  const client = useApi().regional(effectsCompositionsClient, project.region);
  const key = queryKeys.effectsCompositions(project.region, project.uid);
  const loaded = useServerQuery(key, () => client.list(project.uid));
  const reload = useInvalidate(key);
  const write = async (change: (compositions: EffectsComposition[]) => EffectsComposition[]) => {
    await client.save(project.uid, change(await client.list(project.uid)));
    await reload();
  };
  return { loaded, compositions: loaded.data ?? [], write };
}

/** The project's datasource names, through the asset list the other areas share. */
export function useDatasourceNames(project: ProjectRef) {
  const api = useApi();
  const assets = useServerQuery(queryKeys.assets(project.region, project.uid), () =>
    api.assets(project.region).list(project.uid),
  );
  return {
    assets,
    names: (assets.data?.Datasources ?? []).map((asset) => asset.name).sort((a, b) => a.localeCompare(b)),
  };
}
