import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewDistributionDialog } from '../src/widgets/project/NewDistributionDialog.js';

const open = (props: Partial<Parameters<typeof NewDistributionDialog>[0]> = {}) => {
  render(
    <NewDistributionDialog
      choices={['us-east-1', 'sa-east-1']}
      onPublish={async () => {}}
      onCancel={() => {}}
      {...props}
    />,
  );
  return screen.getByRole('dialog', { name: 'New distribution' });
};

describe('NewDistributionDialog', () => {
  it('offers the choices by their full names and publishes the chosen one', async () => {
    const onPublish = vi.fn(async () => {});
    const dialog = open({ onPublish });
    const region = within(dialog).getByRole('combobox', { name: 'Region' });
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['US East (N. Virginia) (us-east-1)', 'sa-east-1']);
    await userEvent.selectOptions(region, 'sa-east-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalledWith('sa-east-1');
  });

  it('shows that it is publishing while the publish runs', async () => {
    let finish: () => void = () => {};
    const dialog = open({ onPublish: () => new Promise<void>((resolve) => (finish = resolve)) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Publishing…' }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    // A publish that succeeds leaves the dialog busy: its owner closes it.
    await act(async () => finish());
  });

  it('stays open with the reason of a failed publish', async () => {
    const dialog = open({ onPublish: () => Promise.reject(new Error('Region us-east-1 is full')) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Region us-east-1 is full');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Publish' }).disabled).toBe(false);
  });

  it('says so when there is nowhere left to publish to', async () => {
    const onCancel = vi.fn();
    const dialog = open({ choices: [], onCancel });
    expect(dialog.textContent).toContain('already published to every region');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
