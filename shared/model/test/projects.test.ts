import { describe, expect, it } from 'vitest';
import type { Project, RegionsConfig } from '../src/index.js';
import {
  canPublish,
  creatableRegions,
  enabledRegions,
  projectCreationError,
  searchProjects,
  sortProjects,
  speedCost,
} from '../src/index.js';

const project = (name: string, date: string, region = 'eu-west-1'): Project => ({
  uid: name.padEnd(32, '0').slice(0, 32),
  prjuid: name,
  name,
  region,
  awsregion: region,
  date_created: date,
  type: 'project',
});

const region = (enabled: boolean, create = true) => ({
  api: '',
  iv: '',
  preview: '',
  render: '',
  awsregion: '',
  bucket_prefix: '',
  enabled,
  create,
});

const regions: RegionsConfig = {
  'eu-west-1': region(true),
  'us-east-1': region(true),
  'ap-south-1': region(false),
  'eu-original-1': region(true, false),
};

describe('the project list', () => {
  const list = [
    project('b', '2026-01-02T00:00:00Z'),
    project('a', '2026-01-03T00:00:00Z'),
    project('c', '2026-01-01T00:00:00Z'),
  ];

  it('is sorted newest first by default', () => {
    expect(sortProjects(list).map((p) => p.name)).toEqual(['a', 'b', 'c']);
  });

  it('can be sorted oldest first', () => {
    expect(sortProjects(list, 'asc').map((p) => p.name)).toEqual(['c', 'b', 'a']);
  });

  it('is searched by name regardless of case', () => {
    const named = [project('Summer Campaign', '2026-01-01T00:00:00Z'), project('winter', '2026-01-01T00:00:00Z')];
    expect(searchProjects(named, 'SUMMER').map((p) => p.name)).toEqual(['Summer Campaign']);
    expect(searchProjects(named, '  ')).toHaveLength(2);
  });

  it('spans the enabled regions only', () => {
    expect(enabledRegions(regions)).toEqual(['eu-west-1', 'us-east-1', 'eu-original-1']);
  });
});

describe('creating a project', () => {
  it('offers regions that allow creation, the first being the default', () => {
    expect(creatableRegions(regions)).toEqual(['eu-west-1', 'us-east-1']);
  });

  it('needs a name and a region', () => {
    expect(projectCreationError('', 'eu-west-1', regions)).toBe('Enter a project name.');
    expect(projectCreationError('   ', 'eu-west-1', regions)).toBe('Enter a project name.');
    expect(projectCreationError('Launch', '', regions)).toBe('Choose a region.');
    expect(projectCreationError('Launch', 'ap-south-1', regions)).toBe('Choose a region.');
    expect(projectCreationError('a/b', 'eu-west-1', regions)).toMatch(/contains a slash or backslash/);
    expect(projectCreationError('..', 'eu-west-1', regions)).toMatch(/reserved/);
    expect(projectCreationError('x'.repeat(101), 'eu-west-1', regions)).toMatch(/100 characters/);
    expect(projectCreationError('Launch', 'us-east-1', regions)).toBeNull();
  });
});

describe('render speed', () => {
  it('costs 0 to 500 for levels 0 to 4', () => {
    expect([0, 1, 2, 3, 4].map(speedCost)).toEqual([0, 125, 250, 375, 500]);
    expect(() => speedCost(5)).toThrow(RangeError);
  });
});

describe('publishing', () => {
  it('is disallowed in eu-original-1', () => {
    expect(canPublish('eu-original-1')).toBe(false);
    expect(canPublish('us-east-1')).toBe(true);
  });
});
