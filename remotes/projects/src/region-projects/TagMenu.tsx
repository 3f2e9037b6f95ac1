import { useMemo } from 'react';
import type { Tag } from '@reelforge/api/tags';
import { tagTree, type TagTreeNode } from '@reelforge/model';
import { IconButton } from '@reelforge/ui';

export type TagAction =
  | { kind: 'new'; parent?: string }
  | { kind: 'rename'; tag: string }
  | { kind: 'delete'; tag: string };

interface Props {
  tags: readonly Tag[];
  /** Tags chosen as filters. */
  chosen: ReadonlySet<string>;
  onChoose: (chosen: Set<string>) => void;
  onAction: (action: TagAction) => void;
  /** How many projects carry each tag. */
  counts: ReadonlyMap<string, number>;
  error: string | null;
  loaded: boolean;
  onHide: () => void;
}

/** The tag menu: the tags as a tree, each a filter to tick, with new, rename and delete. */
export function TagMenu({ tags, chosen, onChoose, onAction, counts, error, loaded, onHide }: Props) {
  const tree = useMemo(() => tagTree(tags), [tags]);
  const toggle = (path: string) => {
    const next = new Set(chosen);
    if (!next.delete(path)) next.add(path);
    onChoose(next);
  };
  const branch = (nodes: TagTreeNode[], level: number) => (
    <ul aria-label={level === 1 ? 'Tags' : undefined} className="rf-tag-tree">
      {nodes.map((node) => (
        <li key={node.path} aria-level={level} aria-label={node.path}>
          <div className="rf-tag-row">
            <label title={node.path}>
              <input
                type="checkbox"
                aria-label={`Filter by ${node.path}`}
                checked={chosen.has(node.path)}
                onChange={() => toggle(node.path)}
              />
              {node.leaf} <small>{counts.get(node.path) ?? 0}</small>
            </label>
            <span className="rf-tag-actions">
              <button
                type="button"
                aria-label={`New tag under ${node.path}`}
                title="New tag under this one"
                onClick={() => onAction({ kind: 'new', parent: node.path })}
              >
                +
              </button>
              <button
                type="button"
                aria-label={`Rename ${node.path}`}
                title="Rename (move)"
                onClick={() => onAction({ kind: 'rename', tag: node.path })}
              >
                ✎
              </button>
              <button
                type="button"
                aria-label={`Delete ${node.path}`}
                title="Delete"
                onClick={() => onAction({ kind: 'delete', tag: node.path })}
              >
                ✕
              </button>
            </span>
          </div>
          {node.children.length > 0 && branch(node.children, level + 1)}
        </li>
      ))}
    </ul>
  );
  return (
    <aside className="rf-tag-menu" aria-label="Tag menu">
      <div className="rf-tag-menu-head">
        <h2>Tags</h2>
        <IconButton icon="+" text="New tag" onClick={() => onAction({ kind: 'new' })} />
        <button type="button" aria-expanded="true" onClick={onHide}>
          Hide tags
        </button>
      </div>
      {error && (
        <p className="rf-messages" role="alert">
          {error}
        </p>
      )}
      {chosen.size > 0 && (
        <p className="rf-tag-filters">
          Showing projects tagged {[...chosen].map((path) => `“${path}”`).join(' and ')}.{' '}
          <button type="button" onClick={() => onChoose(new Set())}>
            Clear filters
          </button>
        </p>
      )}
      {loaded && tree.length === 0 ? (
        <p className="rf-empty">No tags yet. Create one to sort your projects.</p>
      ) : (
        branch(tree, 1)
      )}
    </aside>
  );
}

/** The tag menu folded away: one button brings it back. */
export function HiddenTagMenu({ onShow, chosen }: { onShow: () => void; chosen: number }) {
  return (
    <aside className="rf-tag-menu rf-tag-menu-hidden" aria-label="Tag menu">
      <button type="button" aria-expanded="false" onClick={onShow}>
        Show tags{chosen > 0 ? ` (${chosen} chosen)` : ''}
      </button>
    </aside>
  );
}
