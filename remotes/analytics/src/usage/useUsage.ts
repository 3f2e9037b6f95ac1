import { analyticsClient } from '@reelforge/api/analytics';
import { messageOf } from '@reelforge/model';
import { type UsageRange, type UsageRow } from '@reelforge/model/analytics';
import { useApi, useRegions } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

export interface Usage {
  rows: UsageRow[];
  /** Regions whose analytics host could not answer, each with what it said. */
  failures: { region: string; message: string }[];
  /** Regions asked. */
  regions: string[];
}

/**
 * The account's project stats of the range from every enabled region that has an analytics
 * host (docs/reference.md §7), their rows put together. A region that fails is named and the
 * others still count; when every one fails the read fails.
 */
export function useUsage(range: UsageRange) {
  const api = useApi();
  const config = useRegions();
  const regions = Object.entries(config)
    .filter(([, region]) => region.enabled && region.analytics)
    .map(([name]) => name)
    .sort();
  return useServerQuery<Usage>(queryKeys.usage(range.from, range.to), async () => {
    const answers = await Promise.allSettled(
      regions.map((region) => api.regional(analyticsClient, region).projectStats(range.from, range.to)),
    );
    const usage: Usage = { rows: [], failures: [], regions };
    answers.forEach((answer, index) => {
      const region = regions[index] as string;
      if (answer.status === 'fulfilled') usage.rows.push(...answer.value.rows);
      else usage.failures.push({ region, message: messageOf(answer.reason) });
    });
    if (regions.length > 0 && usage.failures.length === regions.length)
      throw answers.find((a) => a.status === 'rejected')?.reason;
    return usage;
  });
}
