import type { UserfsClient, UserfsFile } from '@reelforge/api/userfs';
import { USERFS_SOURCE_PREFIX, formatBytes, renderedAs } from '@reelforge/model';
import { queryKeys } from '@reelforge/ui/server-state';
import { FontViewer } from '@reelforge/ui/project';

const PREVIEW_WIDTH = 640;

/**
 * The selected file: its thumbnail (media the renderer can open), its URL, how a movie names
 * it, its facts, and for a font its names and glyphs (the shared font viewer).
 */
export function UserfsDetail({ region, file, client }: { region: string; file: UserfsFile; client: UserfsClient }) {
  const path = `${file.pathprefix}${file.name}`;
  const url = new URL(client.fileUrl(path), window.location.origin).toString();
  const kind = renderedAs(file.name);
  return (
    <div className="rf-form rf-userfs-detail">
      <h2>{file.name}</h2>
      {kind && kind !== 'font' && (
        <img
          className="rf-userfs-preview"
          src={client.thumbnailUrl(path, PREVIEW_WIDTH)}
          alt={`Preview of ${file.name}`}
        />
      )}
      <dl className="rf-facts">
        <dt>URL</dt>
        <dd>
          <input readOnly aria-label="File URL" value={url} onFocus={(event) => event.currentTarget.select()} />{' '}
          <a href={url} target="_blank" rel="noreferrer" download={file.name}>
            Download
          </a>
        </dd>
        <dt>In a movie</dt>
        <dd>
          <code aria-label="Movie source">{`${USERFS_SOURCE_PREFIX}${path}`}</code>
        </dd>
        {file.metadata && (
          <>
            <dt>Size</dt>
            <dd>{formatBytes(file.metadata.size)}</dd>
            <dt>Modified</dt>
            <dd>{new Date(file.metadata.date_modified).toLocaleString()}</dd>
            <dt>Type</dt>
            <dd>{file.metadata.mimetype}</dd>
          </>
        )}
      </dl>
      {kind === 'font' && (
        <FontViewer name={file.name} queryKey={queryKeys.userfsFont(region, path)} bytes={() => client.bytes(path)} />
      )}
    </div>
  );
}
