import { nameProblem, shownName } from './names.js';

/**
 * Tags (docs/reference.md §3, §5): a tag is a path of names, `clients/acme/2027`, whose
 * parent is the path without its last name. The rules here are the platform's and the
 * console's both, so a path the console offers is one the platform takes.
 */

/** Bounds of a tag path, checked before any work (docs/tags.md). */
export const TAG_LIMITS = {
  /** Names in a path. */
  maxDepth: 8,
  /** Characters of one name. */
  maxSegment: 64,
  /** Characters of the whole path. */
  maxPath: 255,
  /** Tags a user may have in one region. */
  perRegion: 1000,
} as const;

export const TAG_SEPARATOR = '/';

/** The cookie keeping the tag menu shown or hidden between visits (docs/reference.md §2, §9). */
export const TAG_MENU_COOKIE = 'tag_menu';

/** A tag as it travels: its path, and its parent's path unless it is at the top. */
export interface TagNode {
  name: string;
  parent?: string;
}

/**
 * Why `path` cannot be a tag path, or undefined when it can. Each name follows the one
 * name rule (no control or bidirectional characters, not `.` or `..`, no backslash), and
 * has no space at either end, so two tags never look alike.
 */
export function tagPathProblem(path: string): string | undefined {
  if (typeof path !== 'string' || path === '') return 'A tag needs a name';
  const length = [...path].length;
  if (length > TAG_LIMITS.maxPath) return `A tag path has at most ${TAG_LIMITS.maxPath} characters, not ${length}`;
  const segments = path.split(TAG_SEPARATOR);
  if (segments.length > TAG_LIMITS.maxDepth)
    return `A tag path has at most ${TAG_LIMITS.maxDepth} levels, not ${segments.length}`;
  for (const segment of segments) {
    if (segment === '')
      return `The tag path '${shownName(path)}' has an empty name in it (a leading, trailing or double /)`;
    const problem = nameProblem(segment, { pathSegment: true, maxLength: TAG_LIMITS.maxSegment });
    if (problem) return `Tag '${shownName(path)}': ${problem}`;
    if (segment.trim() !== segment) return `Tag '${shownName(path)}': a name cannot start or end with a space`;
  }
  return undefined;
}

/** The parent's path, or undefined for a tag at the top. */
export function tagParent(path: string): string | undefined {
  const at = path.lastIndexOf(TAG_SEPARATOR);
  return at < 0 ? undefined : path.slice(0, at);
}

/** The last name of the path, as a tree shows it. */
export function tagLeaf(path: string): string {
  return path.slice(path.lastIndexOf(TAG_SEPARATOR) + 1);
}

/** Every ancestor of `path`, the top first (not the path itself). */
export function tagAncestors(path: string): string[] {
  const segments = path.split(TAG_SEPARATOR);
  return segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join(TAG_SEPARATOR));
}

/** Whether `path` is `tag` itself or one of its descendants. */
export function isWithinTag(path: string, tag: string): boolean {
  return path === tag || path.startsWith(tag + TAG_SEPARATOR);
}

/** Where `path` goes when the tag `from` moves to `to` (`path` is within `from`). */
export function movedTagPath(path: string, from: string, to: string): string {
  return to + path.slice(from.length);
}

/** The wire form of a stored path. */
export function tagNode(path: string): TagNode {
  const parent = tagParent(path);
  return parent === undefined ? { name: path } : { name: path, parent };
}

/** A tag in the tree the tag menu draws. */
export interface TagTreeNode {
  path: string;
  leaf: string;
  children: TagTreeNode[];
}

/**
 * The tags as a tree, each level by name. A tag whose parent is not in the list stands
 * at the top, so nothing the platform sends is lost from view.
 */
export function tagTree(tags: readonly TagNode[]): TagTreeNode[] {
  const known = new Set(tags.map((tag) => tag.name));
  const nodes = new Map<string, TagTreeNode>();
  for (const tag of tags) nodes.set(tag.name, { path: tag.name, leaf: tagLeaf(tag.name), children: [] });
  const roots: TagTreeNode[] = [];
  for (const tag of tags) {
    const node = nodes.get(tag.name)!;
    const parent =
      tag.parent !== undefined && known.has(tag.parent) && tag.parent !== tag.name ? nodes.get(tag.parent) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const byLeaf = (a: TagTreeNode, b: TagTreeNode) => a.leaf.localeCompare(b.leaf) || a.path.localeCompare(b.path);
  const sort = (list: TagTreeNode[]) => {
    list.sort(byLeaf);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** A link of a project and a tag (docs/reference.md §3). */
export interface TagLink {
  prjuid: string;
  tag: string;
}

/** Each project's tags, sorted, by project uid. */
export function tagsByProject(links: readonly TagLink[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { prjuid, tag } of links) {
    const list = map.get(prjuid);
    if (list) list.push(tag);
    else map.set(prjuid, [tag]);
  }
  for (const list of map.values()) list.sort();
  return map;
}

/**
 * Whether a project with `tags` passes the filter: it carries every chosen tag, or one
 * within it (choosing `clients` finds projects tagged `clients/acme`). No choice passes all.
 */
export function matchesTagFilter(tags: readonly string[], chosen: readonly string[]): boolean {
  return chosen.every((want) => tags.some((tag) => isWithinTag(tag, want)));
}
