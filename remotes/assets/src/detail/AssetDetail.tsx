import { useId, type ComponentType } from 'react';
import { formatBytes, type Asset, type AssetType, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { AudioDetail } from './AudioDetail.js';
import { AuxDetail } from './AuxDetail.js';
import { DatasourceDetail } from './DatasourceDetail.js';
import { FontDetail } from './FontDetail.js';
import { assetTypeLabel, formatDate } from './format.js';
import { ImageDetail } from './ImageDetail.js';
import { VideoDetail } from './VideoDetail.js';
import { ViewerBoundary } from './ViewerBoundary.js';
import type { ViewerProps } from './viewer.js';
import './detail.css';

export interface DetailProps {
  asset: Asset;
  project: Project;
  /** Called after the asset was changed here (a datasource's settings saved), so the list can reload. */
  onChanged: () => void;
}

const VIEWERS: Record<AssetType, ComponentType<ViewerProps>> = {
  video: VideoDetail,
  image: ImageDetail,
  font: FontDetail,
  audio: AudioDetail,
  datasource: DatasourceDetail,
  positiondata: AuxDetail,
  other: AuxDetail,
};

/** The detail pane of one asset (docs/reference.md §2 asset info pages): facts, a download link and its viewer. */
export function AssetDetail({ asset, project, onChanged }: DetailProps) {
  const client = useApi().assets(project.region);
  const prjuid = asset.prjuid || project.uid;
  const Viewer = VIEWERS[asset.type] ?? AuxDetail;
  const created = formatDate(asset.date_created);
  const titleId = useId();
  return (
    <article className="rf-asset-detail" aria-labelledby={titleId}>
      <header className="rf-asset-detail-header">
        <h2 id={titleId}>{asset.name}</h2>
        <dl className="rf-facts">
          <dt>Type</dt>
          <dd>{assetTypeLabel(asset.type)}</dd>
          {asset.size !== undefined && (
            <>
              <dt>Size</dt>
              <dd>{formatBytes(asset.size)}</dd>
            </>
          )}
          {created && (
            <>
              <dt>Created</dt>
              <dd>{created}</dd>
            </>
          )}
        </dl>
        <a href={client.mediaUrl(prjuid, asset.name, true)} download={asset.name}>
          Download
        </a>
      </header>
      {/* Keyed by the file, so a viewer never shows one asset's state for another. */}
      <ViewerBoundary key={`${prjuid}/${asset.name}`} name={asset.name}>
        <Viewer asset={asset} prjuid={prjuid} client={client} onChanged={onChanged} />
      </ViewerBoundary>
    </article>
  );
}
