import { useMemo, useState } from 'react';
import type { AssetGroup, AssetList, Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { QueuedImage } from '@reelforge/ui/lists';
import { writeAssetDrag, type DraggedAsset, type DraggedAssetKind } from './asset-drag.js';
import './design-panels.css';

/** The groups the panel offers, in the order it shows them. */
const GROUPS: readonly { group: AssetGroup; kind: DraggedAssetKind; title: string; noun: string }[] = [
  { group: 'Videos', kind: 'video', title: 'Videos', noun: 'videos' },
  { group: 'Images', kind: 'image', title: 'Images', noun: 'images' },
  { group: 'Audios', kind: 'audio', title: 'Audio', noun: 'audio files' },
];
/** A group lists at most this many (the filter finds the others), so a large project stays quick to show. */
export const ASSETS_SHOWN_PER_GROUP = 100;

interface Props {
  project: Project;
  assets: AssetList | null;
  onAdd(asset: DraggedAsset): void;
}

/** A narrow screen starts with the panel folded, so the stage stays in view. */
function startsOpen(): boolean {
  return !(typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches);
}

/**
 * The project's videos, images and audio beside the stage: filtered by name, each dragged onto the stage or the
 * timeline, or added with its Add button.
 */
export function AssetPanel({ project, assets, onAdd }: Props) {
  const [open, setOpen] = useState(startsOpen);
  const [filter, setFilter] = useState('');
  const client = useApi().assets(project.region);
  const wanted = filter.trim().toLowerCase();
  const groups = useMemo(
    () =>
      GROUPS.map((group) => {
        const all = assets?.[group.group] ?? [];
        const names = all.map((asset) => asset.name).filter((name) => name.toLowerCase().includes(wanted));
        return { ...group, total: all.length, names };
      }),
    [assets, wanted],
  );
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const found = groups.reduce((sum, group) => sum + group.names.length, 0);

  return (
    <aside aria-label="Assets" className="rf-asset-panel">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Assets</summary>
        {assets === null ? (
          <p role="status" className="rf-note">
            Reading the project's assets…
          </p>
        ) : total === 0 ? (
          <p className="rf-note">
            This project has no videos, images or audio yet. Upload them on the Videos, Images and Audios pages, then
            add them here.
          </p>
        ) : (
          <>
            <input
              type="search"
              className="rf-asset-filter"
              aria-label="Filter assets"
              placeholder="Filter assets"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            {found === 0 && <p className="rf-note">No video, image or audio has “{filter.trim()}” in its name.</p>}
            {groups.map(
              (group) =>
                group.names.length > 0 && (
                  <section key={group.group} aria-label={group.title}>
                    <h4>
                      {group.title} <span className="rf-note">({group.names.length.toLocaleString('en')})</span>
                    </h4>
                    <ul>
                      {group.names.slice(0, ASSETS_SHOWN_PER_GROUP).map((name) => (
                        <li
                          key={name}
                          draggable
                          onDragStart={(e) => {
                            e.dataTransfer.effectAllowed = 'copy';
                            writeAssetDrag(e.dataTransfer, { name, kind: group.kind });
                          }}
                        >
                          <QueuedImage
                            src={client.thumbnailUrl(project.uid, name)}
                            alt={`Thumbnail of ${name}`}
                            width={48}
                            height={27}
                          />
                          <span className="rf-asset-name" title={name}>
                            {name}
                          </span>
                          <button
                            type="button"
                            aria-label={`Add ${name}`}
                            onClick={() => onAdd({ name, kind: group.kind })}
                          >
                            Add
                          </button>
                        </li>
                      ))}
                    </ul>
                    {group.names.length > ASSETS_SHOWN_PER_GROUP && (
                      <p className="rf-note">
                        Showing {ASSETS_SHOWN_PER_GROUP} of {group.names.length.toLocaleString('en')} {group.noun}; type
                        in the filter to find the others.
                      </p>
                    )}
                  </section>
                ),
            )}
          </>
        )}
      </details>
    </aside>
  );
}
