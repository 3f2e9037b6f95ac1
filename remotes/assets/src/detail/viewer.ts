import type { AssetsClient } from '@reelforge/api';
import type { Asset } from '@reelforge/model';

/** What every viewer gets: the asset, and the assets client of its region bound to its project. */
export interface ViewerProps {
  asset: Asset;
  prjuid: string;
  client: AssetsClient;
  onChanged: () => void;
}
