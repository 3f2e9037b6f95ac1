import { Link } from '@reelforge/router';
import type { UserfsDirectory, UserfsFile } from '@reelforge/api/userfs';
import { formatBytes } from '@reelforge/model';

export type Entry =
  | { kind: 'folder'; path: string; item: UserfsDirectory }
  | { kind: 'file'; path: string; item: UserfsFile };

interface Props {
  entries: Entry[];
  selection: ReadonlySet<string>;
  onToggle: (path: string) => void;
  open: string | null;
  onOpen: (path: string) => void;
  folderHref: (path: string) => string;
}

/** One page of a folder: folders (a link into each), then files (selecting one shows it on the right). */
export function UserfsEntries({ entries, selection, onToggle, open, onOpen, folderHref }: Props) {
  return (
    <ul className="rf-userfs-entries" aria-label="Folder contents">
      {entries.map((entry) => (
        <li key={entry.path} data-kind={entry.kind} aria-current={entry.path === open || undefined}>
          <input
            type="checkbox"
            aria-label={`Select ${entry.item.name}`}
            checked={selection.has(entry.path)}
            onChange={() => onToggle(entry.path)}
          />
          <span className="rf-userfs-icon" aria-hidden="true">
            {entry.kind === 'folder' ? '📁' : '📄'}
          </span>
          {entry.kind === 'folder' ? (
            <Link className="rf-userfs-name" to={folderHref(entry.path)}>
              {entry.item.name}
            </Link>
          ) : (
            <button
              type="button"
              className="rf-userfs-name"
              aria-pressed={entry.path === open}
              onClick={() => onOpen(entry.path)}
            >
              {entry.item.name}
            </button>
          )}
          {entry.kind === 'file' && entry.item.metadata && (
            <span className="rf-userfs-size">{formatBytes(entry.item.metadata.size)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
