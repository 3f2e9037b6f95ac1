import { Link } from '@reelforge/router';
import { formatBytes, type Asset } from '@reelforge/model';
import { QueuedImage } from '@reelforge/ui/lists';

const ICONS: Record<Asset['type'], string> = {
  video: '▶',
  image: '▣',
  audio: '♪',
  font: 'A',
  datasource: '▦',
  positiondata: '◎',
  other: '≡',
};
const HAS_THUMBNAIL = new Set<Asset['type']>(['video', 'image', 'audio', 'font']);

interface Props {
  asset: Asset;
  href: string;
  current: boolean;
  selected: boolean;
  onToggle: () => void;
  thumbnailUrl: string | null;
}

export function AssetRow({ asset, href, current, selected, onToggle, thumbnailUrl }: Props) {
  return (
    <>
      <input type="checkbox" aria-label={`Select ${asset.name}`} checked={selected} onChange={onToggle} />
      {thumbnailUrl && HAS_THUMBNAIL.has(asset.type) ? (
        <QueuedImage src={thumbnailUrl} alt={`Thumbnail of ${asset.name}`} width={64} height={36} />
      ) : (
        <span className="rf-item-icon" aria-hidden="true">
          {ICONS[asset.type]}
        </span>
      )}
      <Link to={href} className="rf-item-name" aria-current={current ? 'page' : undefined} title={asset.name}>
        {asset.name}
      </Link>
      <span className="rf-asset-size">{asset.size === undefined ? '' : formatBytes(asset.size)}</span>
    </>
  );
}
