import { queryKeys } from '@reelforge/ui/server-state';
import { FontViewer } from '@reelforge/ui/project';
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
