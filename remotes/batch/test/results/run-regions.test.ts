import { describe, expect, it } from 'vitest';
import type { BatchRun } from '@reelforge/api';
import { mergeRuns, runRegions, withAnswers } from '../../src/results/run-regions.js';
import { distribution } from '../fixtures.js';

const run = (runid: string, start = ''): BatchRun => ({
  runid,
  jobid: 'j',
  queue: 'q',
  state: 'done',
  total: 1,
  done: 1,
  failed: 0,
  start,
  end: null,
});

describe('the regions a job’s runs are looked for in', () => {
  it('are the project’s own region and each region it is published to', () => {
    const list = [
      distribution('eu-west-1', { default: true }),
      distribution('us-east-1'),
      distribution('sa-east-1', { state: 'FAILED' }),
    ];
    expect(runRegions('eu-west-1', list, {})).toEqual(['eu-west-1', 'us-east-1']);
  });

  it('include where the job renders and where its queue is, even before the distributions are read', () => {
    expect(runRegions('eu-west-1', null, { region: 'us-east-1', queueregion: 'ap-southeast-2' })).toEqual([
      'eu-west-1',
      'us-east-1',
      'ap-southeast-2',
    ]);
    expect(runRegions('eu-original-1', null, { region: '' })).toEqual(['eu-original-1']);
  });
});

describe('the runs of several regions', () => {
  it('are one list, newest first, each with its region', () => {
    const merged = mergeRuns({
      'eu-west-1': { runs: [run('a', '2024-05-03T10:00:00Z'), run('c', '2024-05-01T10:00:00Z')], error: null },
      'us-east-1': { runs: [run('b', '2024-05-02T10:00:00.000Z'), run('new')], error: null },
    });
    expect(merged.map((r) => [r.runid, r.region])).toEqual([
      ['a', 'eu-west-1'],
      ['b', 'us-east-1'],
      ['c', 'eu-west-1'],
      ['new', 'us-east-1'],
    ]);
  });

  it('keep a failing region’s earlier runs with its error, and drop regions no longer asked', () => {
    const before = {
      'eu-west-1': { runs: [run('a')], error: null },
      'us-east-1': { runs: [run('b')], error: null },
      'sa-east-1': { runs: [run('c')], error: null },
    };
    const after = withAnswers(before, [
      { region: 'eu-west-1', runs: [run('a'), run('d')] },
      { region: 'us-east-1', error: 'Timeout' },
      { region: 'ap-southeast-2', error: 'Forbidden' },
    ]);
    expect(after).toEqual({
      'eu-west-1': { runs: [run('a'), run('d')], error: null },
      'us-east-1': { runs: [run('b')], error: 'Timeout' },
      'ap-southeast-2': { runs: null, error: 'Forbidden' },
    });
  });
});
