import { useState } from 'react';
import { Link } from '@reelforge/router';
import type { TrackVersion } from '@reelforge/api/tracking';
import {
  isEmptyAnswer,
  trackVersionIdFor,
  trackVersionNameError,
  versionsOfVideo,
  type Project,
} from '@reelforge/model';
import { PromptDialog } from '@reelforge/ui';
import { ItemList, NewItemRow, RowAction, type ItemListTexts } from '@reelforge/ui/lists';
import { queryError } from '@reelforge/ui/server-state';
import { TrackerPanel, type TrackerState } from './TrackerPanel.js';
import { useTracking } from './useTracking.js';

/** What the list says around its table. */
const TEXTS: ItemListTexts = {
  empty: 'No tracking versions of this video yet. Make one with New version.',
  noun: ['tracking version', 'tracking versions'],
  warning: 'The version and its points are removed; movie layers that follow it will no longer render.',
};

interface Props {
  project: Project;
  vuid: string;
  base: string;
  /** The iv state: set when the address is `…/comps/{vuid}/iv`. */
  tracker?: TrackerState;
}

/**
 * One video's tracking versions: the number of points of each, new (named in a prompt), rename, delete, and the tracker
 * link.
 */
export function VideoVersions({ project, vuid, base, tracker }: Props) {
  const { client, assets, videos, versions, reload } = useTracking(project);
  const [renaming, setRenaming] = useState<TrackVersion | null>(null);
  const video = videos.find((v) => v.uid === vuid);
  const mine = versionsOfVideo(versions.data ?? [], vuid);
  const error = queryError(assets) ?? queryError(versions);
  const videoBase = `${base}/${encodeURIComponent(vuid)}`;
  const ref = { uid: vuid };

  return (
    <section className="rf-comps" aria-label={`Tracking versions of ${video?.name ?? vuid}`}>
      <p>
        <Link to={base}>Motion-tracking compositions</Link>
      </p>
      <h1>{video?.name ?? 'Video'}</h1>
      {error && <p role="alert">The video&apos;s tracking versions could not be read: {error}</p>}
      {assets.isSuccess && !video && <p role="alert">The project has no such video: it may have been deleted.</p>}
      {video && (
        <>
          <NewItemRow
            label="New version"
            title="New tracking version"
            validate={trackVersionNameError}
            create={async (answer) => {
              if (isEmptyAnswer(answer)) return;
              const name = answer.trim();
              const ids = mine.map((v) => v.id);
              await client.create(project.uid, ref, trackVersionIdFor(name, ids), { name });
              await reload();
            }}
          >
            <Link to={`${videoBase}/iv`}>Track the video</Link>
          </NewItemRow>
          <ItemList
            label="Tracking versions"
            items={mine}
            rowKey={(version) => version.id}
            columns={[
              { header: 'Name', cell: (version) => version.name },
              { header: 'Id', cell: (version) => version.id },
              { header: 'Points', cell: (version) => version.frames },
              { header: 'Changed', cell: (version) => new Date(version.updated).toLocaleString() },
            ]}
            actions={(version) => (
              <>
                <Link
                  to={`${videoBase}/iv?${new URLSearchParams({ version: version.id }).toString()}`}
                  aria-label={`Track ${version.name}`}
                >
                  Track
                </Link>
                <RowAction verb="Rename" name={version.name} onClick={() => setRenaming(version)} />
              </>
            )}
            query={{ isSuccess: versions.isSuccess, error: null }}
            texts={TEXTS}
            remove={(version) => client.remove(project.uid, ref, version.id)}
            onDeleted={() => void reload()}
          />
          {tracker && <TrackerPanel project={project} video={video} versions={mine} state={tracker} client={client} />}
        </>
      )}
      {renaming && (
        <PromptDialog
          title="Rename tracking version"
          label="Name"
          initial={renaming.name}
          confirmLabel="Rename"
          validate={trackVersionNameError}
          onSubmit={async (answer) => {
            if (!isEmptyAnswer(answer) && answer.trim() !== renaming.name) {
              await client.update(project.uid, ref, renaming.id, { name: answer.trim() });
              await reload();
            }
            setRenaming(null);
          }}
          onCancel={() => setRenaming(null)}
        />
      )}
    </section>
  );
}
