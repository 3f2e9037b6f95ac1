import { readStories, type Project, type Story } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

const FILE = 'stories.json';

/**
 * A project's stories.json (docs/reference.md §3; a 404 on reading creates it empty), and a
 * write that sends the whole list as the server has it now, with one change. Entries without
 * a name, which nothing can open or render, are not kept (`readStories`).
 */
export function useProjectStories(project: Pick<Project, 'region' | 'uid'>) {
  const client = useApi().batch(project.region);
  const key = queryKeys.stories(project.region, project.uid);
  const read = async () => readStories(await client.appData<unknown>(project.uid, FILE, []));
  const loaded = useServerQuery(key, read);
  const reload = useInvalidate(key);
  const write = async (change: (stories: Story[]) => Story[]) => {
    const stories = change(await read());
    await client.saveAppData(project.uid, FILE, stories);
    await reload();
  };
  return { loaded, stories: loaded.data ?? [], write };
}
