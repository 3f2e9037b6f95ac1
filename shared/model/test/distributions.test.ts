import { describe, expect, it } from 'vitest';
import {
  canPublish,
  defaultDistribution,
  distributionStateText,
  isPublishTarget,
  newDistributionChoices,
  regionFullname,
  regionLabel,
  renderableDistributions,
  type Distribution,
  type RegionConfig,
  type RegionsConfig,
} from '../src/index.js';

const region = (enabled = true): RegionConfig => ({
  api: '',
  iv: '',
  preview: '',
  render: '',
  awsregion: '',
  bucket_prefix: '',
  enabled,
  create: true,
});
const regions: RegionsConfig = {
  'eu-west-1': region(),
  'us-east-1': region(),
  'ap-south-1': region(false),
  'eu-original-1': region(),
  'sa-east-1': region(),
};

const dist = (name: string, changes: Partial<Distribution> = {}): Distribution => ({
  name,
  fullname: regionFullname(name),
  state: 'PUBLISHED',
  dirty: false,
  default: false,
  ...changes,
});

describe('publish targets', () => {
  it('are enabled regions other than the project’s own and the legacy one', () => {
    expect(isPublishTarget(regions, 'eu-west-1', 'us-east-1')).toBe(true);
    expect(isPublishTarget(regions, 'eu-west-1', 'eu-west-1')).toBe(false);
    expect(isPublishTarget(regions, 'eu-west-1', 'eu-original-1')).toBe(false);
    expect(isPublishTarget(regions, 'eu-west-1', 'ap-south-1')).toBe(false);
    expect(isPublishTarget(regions, 'eu-west-1', 'nowhere-1')).toBe(false);
  });

  it('do not exist for a project of the legacy region', () => {
    expect(canPublish('eu-original-1')).toBe(false);
    expect(canPublish('eu-west-1')).toBe(true);
    expect(isPublishTarget(regions, 'eu-original-1', 'us-east-1')).toBe(false);
    expect(newDistributionChoices(regions, 'eu-original-1', [])).toEqual([]);
  });
});

describe('the new distribution dialog’s choices', () => {
  it('offers the targets not yet distributed to, in the configuration’s order', () => {
    const list = [dist('eu-west-1', { default: true })];
    expect(newDistributionChoices(regions, 'eu-west-1', list)).toEqual(['us-east-1', 'sa-east-1']);
  });

  it('leaves out published and publishing regions but offers a failed one again', () => {
    const list = [dist('eu-west-1', { default: true }), dist('us-east-1'), dist('sa-east-1', { state: 'FAILED' })];
    expect(newDistributionChoices(regions, 'eu-west-1', list)).toEqual(['sa-east-1']);
    list[2] = dist('sa-east-1', { state: 'PUBLISHING' });
    expect(newDistributionChoices(regions, 'eu-west-1', list)).toEqual([]);
  });
});

describe('renderable distributions', () => {
  it('are the default first, then published ones by name; a first publish failed or running is left out', () => {
    const list = [
      dist('us-east-1'),
      dist('sa-east-1', { state: 'FAILED' }),
      dist('ca-central-1', { dirty: true }),
      dist('eu-west-1', { default: true }),
      dist('ap-east-1', { state: 'PUBLISHING' }),
    ];
    expect(renderableDistributions(list).map((d) => d.name)).toEqual(['eu-west-1', 'ca-central-1', 'us-east-1']);
  });

  it('keep one whose sync runs or failed: its earlier copy still serves', () => {
    const published = '2026-11-20T10:00:00.000Z';
    const list = [
      dist('us-east-1', { state: 'PUBLISHING', published }),
      dist('sa-east-1', { state: 'FAILED', published, dirty: true }),
    ];
    expect(renderableDistributions(list).map((d) => d.name)).toEqual(['sa-east-1', 'us-east-1']);
  });
});

describe('the default distribution', () => {
  it('is the project’s own region, published and never behind', () => {
    expect(defaultDistribution('eu-west-1')).toEqual({
      name: 'eu-west-1',
      fullname: 'Europe (Ireland)',
      state: 'PUBLISHED',
      dirty: false,
      default: true,
    });
  });
});

describe('distribution texts', () => {
  it('name known regions for people and unknown ones by their name', () => {
    expect(regionFullname('us-east-1')).toBe('US East (N. Virginia)');
    expect(regionFullname('mars-1')).toBe('mars-1');
    expect(regionLabel('us-east-1')).toBe('US East (N. Virginia) (us-east-1)');
    expect(regionLabel('mars-1')).toBe('mars-1');
    expect(regionLabel('mars-1', 'Olympus')).toBe('Olympus (mars-1)');
  });

  it('say the state, and whether changes are not yet published', () => {
    expect(distributionStateText(dist('eu-west-1', { default: true }))).toBe('Default');
    expect(distributionStateText(dist('us-east-1'))).toBe('Published');
    expect(distributionStateText(dist('us-east-1', { dirty: true }))).toBe('Published, with changes not yet published');
    expect(distributionStateText(dist('us-east-1', { state: 'PUBLISHING' }))).toBe('Publishing…');
    expect(distributionStateText(dist('us-east-1', { state: 'FAILED' }))).toBe('Publishing failed');
  });
});
