import { describe, expect, it } from 'vitest';
import {
  isWithinTag,
  matchesTagFilter,
  movedTagPath,
  TAG_LIMITS,
  tagAncestors,
  tagLeaf,
  tagNode,
  tagParent,
  tagPathProblem,
  tagsByProject,
  tagTree,
} from '../src/index.js';

describe('tagPathProblem', () => {
  it.each(['clients', 'clients/acme/2027', 'Café/日本', 'a.b/c d', '2027 Q1', 'emoji 🎬/x'])('allows %j', (path) => {
    expect(tagPathProblem(path)).toBeUndefined();
  });

  it.each([
    ['', /needs a name/],
    ['/clients', /empty name/],
    ['clients/', /empty name/],
    ['clients//acme', /empty name/],
    ['.', /\. and \.\. are reserved/],
    ['..', /\. and \.\. are reserved/],
    ['clients/../admin', /\. and \.\. are reserved/],
    ['clients/./acme', /\. and \.\. are reserved/],
    ['\uff0e\uff0e/x', /\. and \.\. are reserved/],
    ['clients\\acme', /slash or backslash/],
    ['a\u0000b', /control character U\+0000/],
    ['a\nb', /control character U\+000A/],
    ['invoice\u202egnp', /bidirectional control U\+202E/],
    [' clients', /start or end with a space/],
    ['clients /acme', /start or end with a space/],
    ['   ', /empty or only spaces/],
  ])('refuses %j', (path, why) => {
    expect(tagPathProblem(path)).toMatch(why);
  });

  it('bounds a name, the depth and the whole path', () => {
    expect(tagPathProblem('x'.repeat(TAG_LIMITS.maxSegment))).toBeUndefined();
    expect(tagPathProblem('x'.repeat(TAG_LIMITS.maxSegment + 1))).toMatch(/at most 64 characters/);
    expect(tagPathProblem(Array(TAG_LIMITS.maxDepth).fill('a').join('/'))).toBeUndefined();
    expect(
      tagPathProblem(
        Array(TAG_LIMITS.maxDepth + 1)
          .fill('a')
          .join('/'),
      ),
    ).toMatch(/at most 8 levels/);
    expect(tagPathProblem(Array(5).fill('y'.repeat(60)).join('/'))).toMatch(/at most 255 characters/);
  });

  it('never echoes an invisible character back', () => {
    expect(tagPathProblem('a\u202eb')).not.toContain('\u202e');
  });
});

describe('tag paths', () => {
  it('knows parents, leaves and ancestors', () => {
    expect(tagParent('clients/acme/2027')).toBe('clients/acme');
    expect(tagParent('clients')).toBeUndefined();
    expect(tagLeaf('clients/acme/2027')).toBe('2027');
    expect(tagAncestors('clients/acme/2027')).toEqual(['clients', 'clients/acme']);
    expect(tagAncestors('clients')).toEqual([]);
    expect(tagNode('clients')).toEqual({ name: 'clients' });
    expect(tagNode('clients/acme')).toEqual({ name: 'clients/acme', parent: 'clients' });
  });

  it('tells descendants from names that merely start alike', () => {
    expect(isWithinTag('clients/acme', 'clients')).toBe(true);
    expect(isWithinTag('clients', 'clients')).toBe(true);
    expect(isWithinTag('clientsX', 'clients')).toBe(false);
    expect(isWithinTag('clients', 'clients/acme')).toBe(false);
  });

  it('moves a descendant along with its tag', () => {
    expect(movedTagPath('clients/acme/2027', 'clients/acme', 'archive/acme')).toBe('archive/acme/2027');
    expect(movedTagPath('clients', 'clients', 'customers')).toBe('customers');
  });
});

describe('tagTree', () => {
  it('nests by parent and sorts each level by name', () => {
    const tree = tagTree([{ name: 'b' }, { name: 'a/z', parent: 'a' }, { name: 'a' }, { name: 'a/c', parent: 'a' }]);
    expect(tree.map((n) => n.path)).toEqual(['a', 'b']);
    expect(tree[0]!.children.map((n) => [n.path, n.leaf])).toEqual([
      ['a/c', 'c'],
      ['a/z', 'z'],
    ]);
  });

  it('keeps a tag whose parent is missing at the top', () => {
    expect(tagTree([{ name: 'x/y', parent: 'x' }]).map((n) => n.path)).toEqual(['x/y']);
  });
});

describe('tag filters', () => {
  const links = [
    { prjuid: 'p1', tag: 'clients/acme' },
    { prjuid: 'p1', tag: 'blue' },
    { prjuid: 'p2', tag: 'blue' },
  ];

  it('groups the links by project, sorted', () => {
    expect(tagsByProject(links)).toEqual(
      new Map([
        ['p1', ['blue', 'clients/acme']],
        ['p2', ['blue']],
      ]),
    );
  });

  it('passes projects carrying every chosen tag, or one within it', () => {
    const of = tagsByProject(links);
    expect(matchesTagFilter(of.get('p1')!, ['blue', 'clients'])).toBe(true);
    expect(matchesTagFilter(of.get('p2')!, ['blue', 'clients'])).toBe(false);
    expect(matchesTagFilter([], [])).toBe(true);
    expect(matchesTagFilter(['clientsX'], ['clients'])).toBe(false);
  });
});
