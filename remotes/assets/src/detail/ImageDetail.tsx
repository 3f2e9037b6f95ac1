import { useState } from 'react';
import { POSTER_WIDTH } from '@reelforge/model';
import { previewsThroughThumbnail } from './image.js';
import type { ViewerProps } from './viewer.js';

type ImageState = { state: 'loading' } | { state: 'loaded'; width: number; height: number } | { state: 'failed' };

/** The image itself, or for a tif its png thumbnail, with its natural size once loaded. */
export function ImageDetail({ asset, prjuid, client }: ViewerProps) {
  const [image, setImage] = useState<ImageState>({ state: 'loading' });
  const thumbnail = previewsThroughThumbnail(asset.name);
  const src = thumbnail
    ? client.thumbnailUrl(prjuid, asset.name, POSTER_WIDTH, 'png')
    : client.mediaUrl(prjuid, asset.name);
  return (
    <div className="rf-viewer rf-image-detail">
      {image.state === 'loading' && <p role="status">Loading image…</p>}
      {image.state === 'failed' && (
        <p role="alert">This image could not be shown. Download it to check the file, or upload it again.</p>
      )}
      <img
        className="rf-image-preview"
        alt={asset.name}
        src={src}
        hidden={image.state === 'failed'}
        onLoad={(event) =>
          setImage({
            state: 'loaded',
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
        onError={() => setImage({ state: 'failed' })}
      />
      {image.state === 'loaded' && (
        <dl className="rf-facts">
          <dt>{thumbnail ? 'Preview size' : 'Size'}</dt>
          <dd>
            {image.width} × {image.height} pixels
          </dd>
        </dl>
      )}
      {thumbnail && <p className="rf-note">TIFF images are shown through a PNG preview.</p>}
    </div>
  );
}
