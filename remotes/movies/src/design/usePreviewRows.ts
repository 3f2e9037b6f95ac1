import { useEffect } from 'react';
import { reasonOf, type DatasourceMetadata, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** Where the rows of the datasource a preview reads stand. */
export type PreviewRows =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; rows: DatasourceMetadata }
  | { state: 'failed'; reason: string; retry: () => void };

/**
 * The rows of one datasource of the project (none while `datasource` is null), read into the cache the
 * datasource page and the batch editor use for it.
 */
export function usePreviewRows(project: Project, datasource: string | null): PreviewRows {
  const api = useApi();
  const name = datasource ?? '';
  const read = useServerQuery(
    queryKeys.asset(project.region, project.uid, name, 'datasource'),
    () => api.assets(project.region).datasource(project.uid, name),
    { enabled: datasource !== null, keepPrevious: false },
  );
  useEffect(() => {
    if (read.error) console.warn(`The datasource ${name} could not be read for a preview`, read.error);
  }, [read.error, name]);
  if (datasource === null) return { state: 'none' };
  if (read.error && !read.isFetching)
    return { state: 'failed', reason: reasonOf(read.error), retry: () => void read.refetch() };
  if (!read.data) return { state: 'loading' };
  return { state: 'ready', rows: read.data };
}
