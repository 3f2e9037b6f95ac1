import { compdataClient } from '@reelforge/api/compdata';
import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';

type ProjectRef = Pick<Project, 'region' | 'uid'>;

/** The project's XML templates (compdata, docs/compdata.md), and a reload after a change. */
export function useTemplates(project: ProjectRef) {
  const client = useCompdata(project);
  const list = useServerQuery(queryKeys.templates(project.region, project.uid), () => client.list(project.uid));
  const reload = useInvalidate(queryKeys.templates(project.region, project.uid));
  return { client, list, reload };
}

/** One template's text. */
export function useTemplateText(project: ProjectRef, name: string) {
  const client = useCompdata(project);
  return useServerQuery(queryKeys.template(project.region, project.uid, name), () => client.text(project.uid, name), {
    keepPrevious: false,
  });
}

export function useCompdata(project: ProjectRef) {
  return useApi().regional(compdataClient, project.region);
}
