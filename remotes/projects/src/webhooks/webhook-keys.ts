import { queryKeys } from '@reelforge/ui/server-state';

/** The Webhooks page's keys, under the project's (a deleted project leaves none behind). */
export const webhookKeys = {
  hooks: (region: string, prjuid: string) => [...queryKeys.project(region, prjuid), 'webhooks'] as const,
  deliveries: (region: string, prjuid: string, id: string) =>
    [...queryKeys.project(region, prjuid), 'webhooks', id, 'deliveries'] as const,
};
