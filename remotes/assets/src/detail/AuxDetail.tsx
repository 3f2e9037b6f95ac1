import { ErrorPanel } from '@reelforge/ui';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { reasonOf } from './format.js';
import { clipText, looksBinary } from './text.js';
import type { ViewerProps } from './viewer.js';

/** The text of tracking data and generic files, the first 1 MB of it; binary files are named as such. */
export function AuxDetail({ asset, prjuid, client }: ViewerProps) {
  const text = useServerQuery(
    queryKeys.asset(asset.region, prjuid, asset.name, 'text'),
    () => client.text(prjuid, asset.name),
    { keepPrevious: false },
  );
  if (text.error) {
    return (
      <ErrorPanel title="File not loaded">
        <p>The file could not be read: {reasonOf(text.error)}. Try again, or use Download to get it.</p>
      </ErrorPanel>
    );
  }
  if (text.data === undefined) return <p role="status">Loading file…</p>;
  if (looksBinary(text.data)) return <p className="rf-note">This file is not text. Use Download to get it.</p>;
  const { shown, cut } = clipText(text.data);
  return (
    <div className="rf-viewer rf-aux-detail">
      {cut && <p className="rf-note">Only the first 1 MB is shown. Use Download to get the whole file.</p>}
      {shown === '' && <p className="rf-note">This file is empty.</p>}
      {/* Focusable so a keyboard can scroll it. */}
      <pre className="rf-text" aria-label={`Contents of ${asset.name}`} tabIndex={0}>
        {shown}
      </pre>
    </div>
  );
}
