import { userfsClient, type UserfsClient, type UserfsFolderContents } from '@reelforge/api/userfs';
import { useApi } from '@reelforge/session';
import { queryError, queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

export interface UserfsFolderState {
  client: UserfsClient;
  /** The folder's folders and files, every page read; undefined until the first read. */
  contents: UserfsFolderContents | undefined;
  error: string | null;
  /** Reads every folder of the store again (after an upload, a new folder, a delete). */
  reload: () => Promise<void>;
}

/** One folder of the caller's file store in a region (docs/userfs.md). */
export function useUserfsFolder(region: string, folder: string): UserfsFolderState {
  const client = useApi().regional(userfsClient, region);
  const query = useServerQuery(queryKeys.userfsFolder(region, folder), () => client.listAll(folder), {
    keepPrevious: false,
  });
  const reload = useInvalidate(queryKeys.userfsOf(region));
  return { client, contents: query.data, error: queryError(query), reload };
}
