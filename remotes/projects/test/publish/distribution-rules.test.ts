import { describe, expect, it } from 'vitest';
import { ApiError } from '@reelforge/api';
import type { Distribution } from '@reelforge/model';
import {
  canSyncOrRemove,
  distributionParam,
  findDistribution,
  publishPath,
  shownState,
  workFailure,
} from '../../src/publish/distribution-rules.js';

const home: Distribution = {
  name: 'eu-west-1',
  fullname: 'Europe (Ireland)',
  state: 'PUBLISHED',
  dirty: false,
  default: true,
};
const us: Distribution = {
  name: 'us-east-1',
  fullname: 'US East (N. Virginia)',
  state: 'PUBLISHED',
  dirty: false,
  default: false,
};

describe('distribution rules', () => {
  it('only distributions other than the default can be synced or removed', () => {
    expect(canSyncOrRemove(home)).toBe(false);
    expect(canSyncOrRemove(us)).toBe(true);
    expect(canSyncOrRemove({ ...us, state: 'FAILED' })).toBe(true);
  });

  it('the status page is .../publish and a distribution is .../publish/{dist}', () => {
    expect(publishPath('eu-west-1', 'p1')).toBe('/projects/eu-west-1/p1/publish');
    expect(publishPath('eu-west-1', 'p1', 'us-east-1')).toBe('/projects/eu-west-1/p1/publish/us-east-1');
  });

  it('reads the distribution from the rest of the address, an empty rest being the status page', () => {
    expect(distributionParam(undefined)).toBeUndefined();
    expect(distributionParam('')).toBeUndefined();
    expect(distributionParam('/')).toBeUndefined();
    expect(distributionParam('us-east-1')).toBe('us-east-1');
    expect(distributionParam('us-east-1/')).toBe('us-east-1');
  });

  it('finds a distribution by its region name', () => {
    expect(findDistribution([home, us], 'us-east-1')).toBe(us);
    expect(findDistribution([home, us], 'ap-southeast-2')).toBeUndefined();
  });

  it('shows what the console is doing with a distribution over its state', () => {
    expect(shownState(us, undefined)).toBe('Published');
    expect(shownState(home, undefined)).toBe('Default');
    expect(shownState(us, 'syncing')).toBe('Syncing…');
    expect(shownState(us, 'removing')).toBe('Removing…');
    expect(shownState({ ...us, state: 'FAILED' }, 'publishing')).toBe('Publishing…');
  });

  it("a failed publish or depublish shows the server's Message as text", () => {
    expect(workFailure('removing', 'us-east-1', new ApiError(409, 'Conflict', 'Distribution <b>locked</b>'))).toEqual({
      title: 'Removing us-east-1 failed',
      html: 'Distribution &lt;b&gt;locked&lt;/b&gt;',
    });
    expect(workFailure('syncing', 'us-east-1', new Error('Bucket missing'))).toEqual({
      title: 'Publishing to us-east-1 failed',
      html: 'Bucket missing',
    });
    expect(workFailure('publishing', 'us-east-1', new Error(''))).toEqual({
      title: 'Publishing to us-east-1 failed',
      html: 'Publishing to us-east-1 failed',
    });
  });
});
