import { describe, expect, it } from 'vitest';
import {
  copyEnded,
  projectCopyName,
  copyProgress,
  copyTargets,
  migratesThroughMediaHost,
  migrationTargetError,
  remapIds,
  type CopyItemState,
  type RegionsConfig,
} from '../src/index.js';

const host = { api: '', iv: '', preview: '', render: '', awsregion: '', bucket_prefix: '' };
const REGIONS: RegionsConfig = {
  'eu-west-1': { ...host, enabled: true, create: true },
  'us-east-1': { ...host, enabled: true, create: true },
  'eu-original-1': { ...host, enabled: true, create: false },
  'ap-south-1': { ...host, enabled: false, create: false },
};

describe('copyProgress', () => {
  it('counts ended tasks against all tasks, leaving the creation task out of both', () => {
    const items: CopyItemState[] = [
      { kind: 'project', status: 'done' },
      { kind: 'asset', status: 'done' },
      { kind: 'asset', status: 'uploading' },
      { kind: 'datasource', status: 'error' },
      { kind: 'movie', status: 'pending' },
    ];
    expect(copyProgress(items)).toEqual({ done: 2, total: 4, percent: 50 });
  });

  it('is 0 while only the creation task is known, and 100 once everything ended', () => {
    expect(copyProgress([{ kind: 'project', status: 'creating' }])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(
      copyProgress([
        { kind: 'project', status: 'done' },
        { kind: 'movie', status: 'done' },
      ]).percent,
    ).toBe(100);
  });

  it('rounds to whole percents', () => {
    const three: CopyItemState[] = [
      { kind: 'asset', status: 'done' },
      { kind: 'asset', status: 'pending' },
      { kind: 'asset', status: 'downloading' },
    ];
    expect(copyProgress(three).percent).toBe(33);
  });
});

describe('copyEnded', () => {
  it('is true for done and error only', () => {
    expect(copyEnded({ status: 'running' })).toBe(false);
    expect(copyEnded({ status: 'done' })).toBe(true);
    expect(copyEnded({ status: 'error' })).toBe(true);
  });
});

describe('projectCopyName', () => {
  it('appends " Copy"', () => {
    expect(projectCopyName('Sample project')).toBe('Sample project Copy');
    expect(projectCopyName('  spaced  ')).toBe('spaced Copy');
  });

  it('keeps the result within 100 characters, counting characters not code units', () => {
    expect([...projectCopyName('x'.repeat(100))]).toHaveLength(100);
    const emoji = projectCopyName('🎬'.repeat(99));
    expect([...emoji]).toHaveLength(100);
    expect(emoji.endsWith(' Copy')).toBe(true);
  });
});

describe('remapIds', () => {
  const ids = new Map([
    ['a'.repeat(32), 'b'.repeat(32)],
    ['c'.repeat(32), 'd'.repeat(32)],
  ]);

  it('replaces exact matches at any depth and leaves the input alone', () => {
    const jobs = [
      { id: 'job', datasource: 'a'.repeat(32) },
      { datasource: { uid: 'c'.repeat(32) }, list: ['a'.repeat(32), 1, null, true] },
    ];
    const copy = structuredClone(jobs);
    expect(remapIds(jobs, ids)).toEqual([
      { id: 'job', datasource: 'b'.repeat(32) },
      { datasource: { uid: 'd'.repeat(32) }, list: ['b'.repeat(32), 1, null, true] },
    ]);
    expect(jobs).toEqual(copy);
  });

  it('keeps keys, parts of longer strings and other strings', () => {
    const value = { ['a'.repeat(32)]: 'x', text: `uses ${'a'.repeat(32)}`, name: 'logo.png' };
    expect(remapIds(value, ids)).toEqual(value);
  });
});

describe('migrationTargetError', () => {
  it('accepts another enabled region, the legacy one too', () => {
    expect(migrationTargetError(REGIONS, 'eu-west-1', 'us-east-1')).toBeUndefined();
    expect(migrationTargetError(REGIONS, 'eu-west-1', 'eu-original-1')).toBeUndefined();
  });

  it('refuses its own region, disabled and unknown ones, naming the choices', () => {
    expect(migrationTargetError(REGIONS, 'eu-west-1', 'eu-west-1')).toBe('The project already lives in eu-west-1');
    expect(migrationTargetError(REGIONS, 'eu-west-1', 'ap-south-1')).toBe(
      'Unknown region "ap-south-1": migrate to us-east-1 or eu-original-1',
    );
    expect(migrationTargetError(REGIONS, 'eu-west-1', '../x')).toMatch(/^Unknown region/);
    expect(migrationTargetError(REGIONS, 'eu-west-1', 'constructor')).toMatch(/^Unknown region/);
  });
});

describe('regions', () => {
  it('copies go to enabled regions; the legacy region is reached through the media host', () => {
    expect(copyTargets(REGIONS)).toEqual(['eu-west-1', 'us-east-1', 'eu-original-1']);
    expect(migratesThroughMediaHost('eu-original-1')).toBe(true);
    expect(migratesThroughMediaHost('us-east-1')).toBe(false);
  });
});

describe('copy items in words', () => {
  it('names each kind and state', async () => {
    const { copyItemKindText, copyItemStatusText } = await import('../src/index.js');
    expect(copyItemKindText('appdata')).toBe('App data');
    expect(copyItemKindText('movie')).toBe('Movie');
    expect(copyItemStatusText('pending')).toBe('Waiting');
    expect(copyItemStatusText('error')).toBe('Failed');
  });
});
