import type { Project, Script } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerQuery } from '../../data/index.js';

/**
 * A project's scripts.json (docs/reference.md §3), and a write that sends the whole list as the server has it now,
 * with
 * one change.
 */
export function useProjectScripts(project: Pick<Project, 'region' | 'uid'>) {
  const client = useApi().batch(project.region);
  const key = queryKeys.scripts(project.region, project.uid);
  const loaded = useServerQuery(key, () => client.scripts(project.uid));
  const reload = useInvalidate(key);
  const write = async (change: (list: Script[]) => Script[]) => {
    const list = change(await client.scripts(project.uid));
    await client.saveScripts(project.uid, list);
    void reload();
  };
  return { loaded, scripts: loaded.data ?? [], write };
}
