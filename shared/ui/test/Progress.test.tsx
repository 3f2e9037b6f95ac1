import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Progress } from '../src/primitives/Progress.js';

describe('Progress', () => {
  it('is indeterminate while the work does not know how far it is, and says its phase', () => {
    render(<Progress label="Uploading logo.png" text="Processing" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading logo.png' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.getAttribute('aria-valuetext')).toBe('Processing');
    expect(screen.getByText('Processing')).toBeTruthy();
  });

  it('shows a known percent', () => {
    render(<Progress label="Export progress" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Export progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
  });

  it('follows counts of done, failed and remaining items', () => {
    render(<Progress label="Run progress" counts={{ done: 3, failed: 1, remaining: 6 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Run progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 done, 1 failed, 6 remaining');
  });

  it('offers a cancel button named after the work when it can be cancelled', async () => {
    const onCancel = vi.fn();
    render(<Progress label="Uploading logo.png" value={10} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel uploading logo.png' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers no cancel button otherwise, and shows the bar alone when bare', () => {
    render(<Progress label="Loading" bare />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
