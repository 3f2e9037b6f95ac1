import { useEffect, useState } from 'react';
import { SCRIPT_STATUS_RESET_MS, type Project, type Script } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerQuery } from '../../data/index.js';

/** A project's scripts.json (docs/reference.md §3), and a write that sends the whole list as the server has it now, with one change. */
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

export type SaveStatus = { state: 'ok' } | { state: 'warn'; error: string } | { state: null };

/** A script's save status, ok or warn, cleared after 5 s (docs/reference.md §4). */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>({ state: null });
  useEffect(() => {
    if (!status.state) return;
    const timer = setTimeout(() => setStatus({ state: null }), SCRIPT_STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, setStatus] as const;
}

/** What the save status says. */
export function saveStatusText(status: SaveStatus): string {
  return status.state === 'ok' ? 'Saved.' : status.state === 'warn' ? `Not saved: ${status.error}` : '';
}
