import { describe, expect, it } from 'vitest';
import { defaultDistribution } from '@reelforge/model';
import { renderChoiceLabel, renderChoices, renderRegionProblem } from '../../src/distributions/render-regions.js';
import { distribution } from '../fixtures.js';

const home = distribution('eu-west-1', { default: true });
const list = [
  home,
  distribution('us-east-1'),
  distribution('sa-east-1', { state: 'FAILED' }),
  distribution('eu-central-1', { state: 'PUBLISHING' }),
  distribution('ap-southeast-2', { dirty: true }),
];

describe('where a job may render', () => {
  it('offers the project’s own region first, then the regions it is published to, not failed or publishing ones', () => {
    expect(renderChoices('eu-west-1', list).map((d) => d.name)).toEqual(['eu-west-1', 'ap-southeast-2', 'us-east-1']);
  });

  it('offers the project’s own region alone until the list is read, or when it cannot be', () => {
    expect(renderChoices('eu-west-1', null)).toEqual([defaultDistribution('eu-west-1')]);
    expect(renderChoices('eu-west-1', [distribution('us-east-1')]).map((d) => d.name)).toEqual([
      'eu-west-1',
      'us-east-1',
    ]);
  });

  it('names a region for people and says when its copy has unpublished changes', () => {
    expect(renderChoiceLabel(distribution('us-east-1'))).toBe('US East (N. Virginia) (us-east-1)');
    expect(renderChoiceLabel(distribution('ap-southeast-2', { dirty: true, fullname: 'Asia Pacific (Sydney)' }))).toBe(
      'Asia Pacific (Sydney) (ap-southeast-2) – has unpublished changes',
    );
    expect(renderChoiceLabel(defaultDistribution('eu-west-1'))).toBe('Europe (Ireland) (eu-west-1)');
    expect(renderChoiceLabel(distribution('sa-east-1', { fullname: '' }))).toBe('sa-east-1');
  });

  it('finds a job set to render in a region the project is no longer published to', () => {
    expect(renderRegionProblem({ region: 'sa-east-1' }, 'eu-west-1', list)).toMatch(
      /^The project is not published to sa-east-1 now/,
    );
    expect(renderRegionProblem({ region: 'us-east-1' }, 'eu-west-1', list)).toBeNull();
    expect(renderRegionProblem({ region: '' }, 'eu-west-1', list)).toBeNull();
    // Not known before the list is read.
    expect(renderRegionProblem({ region: 'sa-east-1' }, 'eu-west-1', null)).toBeNull();
  });
});
