import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Distribution } from '@reelforge/model';
import { DistributionState } from '../../src/publish/DistributionState.js';
import type { PublishWork } from '../../src/publish/usePublishWork.js';

const us: Distribution = {
  name: 'us-east-1',
  fullname: 'US East (N. Virginia)',
  state: 'PUBLISHED',
  dirty: false,
  default: false,
};
const work = (changes: Partial<PublishWork>): PublishWork => ({
  busy: {},
  progress: {},
  publish: async () => true,
  sync: async () => true,
  remove: async () => true,
  ...changes,
});

describe('DistributionState', () => {
  it('shows the state when nothing is under way', () => {
    render(<DistributionState distribution={us} work={work({})} />);
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is indeterminate while a sync waits for its files to be counted', () => {
    render(
      <DistributionState
        distribution={us}
        work={work({
          busy: { 'us-east-1': 'syncing' },
          progress: { 'us-east-1': { task_id: 't', status: 'pending' } },
        })}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Syncing us-east-1' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.getAttribute('aria-valuetext')).toBe('Syncing…');
  });

  it('shows the files copied of all there are while a publish copies', () => {
    render(
      <DistributionState
        distribution={us}
        work={work({
          busy: { 'us-east-1': 'publishing' },
          progress: { 'us-east-1': { task_id: 't', status: 'copying', done: 30, total: 120 } },
        })}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Publishing us-east-1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('Publishing: 30 of 120 files');
  });
});
