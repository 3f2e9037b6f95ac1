import type { RegionConfig } from '@reelforge/model';

/** One regional deployment as the console reads it from regions.json (docs/reference.md §3). */
export type { RegionConfig };

// The order is the console's order: the first region is the default for new projects.
const REGION_NAMES = ['eu-west-1', 'us-east-1', 'eu-original-1'] as const;

function regionConfig(name: string): RegionConfig {
  // Origin-relative on purpose: the console resolves them against wherever it is served.
  return {
    api: `/r/${name}/api`,
    iv: `/r/${name}/iv`,
    preview: `/r/${name}/preview`,
    render: `/r/${name}/render`,
    analytics: `/r/${name}/analytics`,
    awsregion: name,
    bucket_prefix: `reelforge-${name}`,
    enabled: true,
    create: true,
  };
}

export const REGIONS: Readonly<Record<string, RegionConfig>> = Object.freeze(
  Object.fromEntries(REGION_NAMES.map((name) => [name, regionConfig(name)])),
);

/** Regions that get their own API and render hosts; a disabled one answers 404. */
export function enabledRegions(): Array<[name: string, config: RegionConfig]> {
  return Object.entries(REGIONS).filter(([, config]) => config.enabled);
}

export const DEFAULT_REGION = REGION_NAMES[0];

/** The legacy region, the only one with the older GET render/{prjuid}/{movie}.{ext} call. */
export const LEGACY_RENDER_REGION = 'eu-original-1';
