import { FontViewer, queryKeys } from '@reelforge/ui/server-state';
import type { ViewerProps } from './viewer.js';

/** A font asset: the shared font viewer over the asset's bytes. */
export function FontDetail({ asset, prjuid, client }: ViewerProps) {
  return (
    <FontViewer
      name={asset.name}
      queryKey={queryKeys.asset(asset.region, prjuid, asset.name, 'font')}
      bytes={() => client.bytes(prjuid, asset.name)}
    />
  );
}
