import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewDistributionDialog } from '../src/NewDistributionDialog.js';
import { buttonNamed, cleanup, render, settle } from './render.js';

afterEach(cleanup);

const open = (props: Partial<Parameters<typeof NewDistributionDialog>[0]> = {}) =>
  render(<NewDistributionDialog choices={['us-east-1', 'sa-east-1']} onPublish={async () => {}} onCancel={() => {}} {...props} />);

const choose = async (value: string) => {
  const select = document.querySelector('select')!;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
};

describe('NewDistributionDialog', () => {
  it('offers the choices by their full names and publishes the chosen one', async () => {
    const onPublish = vi.fn(async () => {});
    await open({ onPublish });
    const options = [...document.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['US East (N. Virginia) (us-east-1)', 'sa-east-1']);
    await choose('sa-east-1');
    await act(async () => buttonNamed(document, 'Publish').click());
    expect(onPublish).toHaveBeenCalledWith('sa-east-1');
  });

  it('shows that it is publishing until the publish ends', async () => {
    let finish: () => void = () => {};
    await open({ onPublish: () => new Promise<void>((resolve) => (finish = resolve)) });
    await act(async () => buttonNamed(document, 'Publish').click());
    expect(buttonNamed(document, 'Publishing…').disabled).toBe(true);
    expect(buttonNamed(document, 'Cancel').disabled).toBe(true);
    await act(async () => finish());
  });

  it('stays open with the reason of a failed publish', async () => {
    await open({ onPublish: () => Promise.reject(new Error('Region us-east-1 is full')) });
    await act(async () => buttonNamed(document, 'Publish').click());
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Region us-east-1 is full');
    expect(buttonNamed(document, 'Publish').disabled).toBe(false);
  });

  it('says so when there is nowhere left to publish to', async () => {
    const onCancel = vi.fn();
    await open({ choices: [], onCancel });
    expect(document.body.textContent).toContain('already published to every region');
    expect(document.querySelector('select')).toBeNull();
    await act(async () => buttonNamed(document, 'Close').click());
    expect(onCancel).toHaveBeenCalled();
  });
});
