import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api, AssetsClient, BaseVideoProgress } from '@reelforge/api';
import type { Asset, Project } from '@reelforge/model';
import { endSession, SessionProvider, startSession } from '@reelforge/session/testing';
import { renderComponent } from '@reelforge/ui/testing';
import { BaseVideoForm } from '../../src/settings/BaseVideoForm.js';

const project = { uid: 'p1', region: 'eu-west-1', name: 'Demo' } as Project;

afterEach(() => endSession());

describe('making a base video', () => {
  it('shows the frames made while the platform makes it, then says it is ready', async () => {
    let finish = (_asset: Asset) => {};
    let answer: BaseVideoProgress = { state: 'making', done: 100, total: 250 };
    const client = {
      createBaseVideo: vi.fn(
        (_prjuid: string, _request: unknown, _id?: string) => new Promise<Asset>((resolve) => (finish = resolve)),
      ),
      baseVideoProgress: vi.fn(async () => answer),
    };
    startSession({ api: { assets: () => client as unknown as AssetsClient } as unknown as Api });
    const onCreated = vi.fn();
    renderComponent(
      <SessionProvider>
        <BaseVideoForm project={project} onCreated={onCreated} />
      </SessionProvider>,
    );
    const form = screen.getByRole('form', { name: 'New base video' });
    await userEvent.click(within(form).getByRole('button', { name: 'Make base video' }));

    // The form follows the making by the id it sent with it.
    const id = client.createBaseVideo.mock.calls[0]?.[2];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const bar = within(form).getByRole('progressbar', { name: 'Making the base video' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('Encoding: 100 of 250 frames'));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(client.baseVideoProgress).toHaveBeenCalledWith('p1', id);

    answer = { state: 'done', done: 250, total: 250 };
    finish({ name: 'base_1280x720_250.mp4' } as Asset);
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe('base_1280x720_250.mp4 is ready in Videos.'),
    );
    expect(within(form).queryByRole('progressbar')).toBeNull();
    expect(onCreated).toHaveBeenCalledOnce();
  });
});
