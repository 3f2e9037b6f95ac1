import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { COMPS, projectWith, templatesArea, TOKEN, version } from '../fx/fx-area.js';

afterEach(() => leaveArea());

const TRACKER = 'https://tracker.example.com/app/';
const VERSIONS = [
  version('v-clip', 'ball', 'Ball', [
    { frame: 0, x: 0.1, y: 0.2 },
    { frame: 10, x: 0.5, y: 0.5 },
    { frame: 24, x: 0.9, y: 0.8 },
  ]),
  version('v-clip', 'empty', 'Empty'),
  version('v-beach', 'wave', 'Wave', [{ frame: 3, x: 0.5, y: 0.5 }]),
];
const cells = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('motion-tracking compositions', () => {
  it("lists the project's videos with the number of their tracking versions", async () => {
    projectWith({ versions: VERSIONS });
    templatesArea(COMPS);
    await screen.findByRole('link', { name: 'clip.mp4' });
    await waitFor(() =>
      expect(cells('Videos')).toEqual([
        ['clip.mp4', '2'],
        ['beach.mp4', '1'],
      ]),
    );
    expect(screen.getByRole('link', { name: 'beach.mp4' }).getAttribute('href')).toBe(`${COMPS}/v-beach`);
  });

  it("shows a video's versions with their number of points", async () => {
    projectWith({ versions: VERSIONS });
    templatesArea(`${COMPS}/v-clip`);
    expect(await screen.findByRole('heading', { name: 'clip.mp4' })).toBeTruthy();
    await waitFor(() =>
      expect(cells('Tracking versions').map((row) => row.slice(0, 3))).toEqual([
        ['Ball', 'ball', '3'],
        ['Empty', 'empty', '0'],
      ]),
    );
  });

  it('makes a version named in a prompt (its id made from the name), and an empty name makes none', async () => {
    const server = projectWith({ versions: VERSIONS });
    templatesArea(`${COMPS}/v-clip`);
    await userEvent.click(await screen.findByRole('button', { name: 'New version' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'New tracking version' })).getByRole('button', { name: 'Create' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.tracking.create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'New version' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New tracking version' }));
    await retype(dialog.getByRole('textbox', { name: 'Name' }), '..');
    expect(dialog.getByRole('alert').textContent).toMatch(/reserved/);
    await retype(dialog.getByRole('textbox', { name: 'Name' }), 'Ball');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(cells('Tracking versions').map((row) => row.slice(0, 3))).toContainEqual(['Ball', 'ball-2', '0']),
    );
    expect(server.tracking.create).toHaveBeenCalledWith('p1', { uid: 'v-clip' }, 'ball-2', { name: 'Ball' });
  });

  it('renames a version, and deletes one only once confirmed', async () => {
    const server = projectWith({ versions: VERSIONS });
    templatesArea(`${COMPS}/v-clip`);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Empty' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rename tracking version' }));
    await retype(dialog.getByRole('textbox', { name: 'Name' }), 'Second pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(cells('Tracking versions').map((row) => row[0])).toContain('Second pass'));
    expect(server.tracking.update).toHaveBeenCalledWith('p1', { uid: 'v-clip' }, 'empty', { name: 'Second pass' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Ball' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete tracking version?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(server.tracking.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ball' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete tracking version?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(cells('Tracking versions').map((row) => row[0])).toEqual(['Second pass']));
    expect(server.versions().map((v) => v.id)).toEqual(['empty', 'wave']);
  });

  it("links a version to the tracker through the media host's token login, its points read", async () => {
    projectWith({ versions: VERSIONS, editors: { tracker: TRACKER } });
    templatesArea(`${COMPS}/v-clip`);
    await userEvent.click(await screen.findByRole('link', { name: 'Track Ball' }));
    expect(window.location.pathname).toBe(`${COMPS}/v-clip/iv`);
    expect(await screen.findByText('3 points, frames 0 to 24.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open Ball in the motion tracker' });
    const login = new URL(link.getAttribute('href')!, 'http://console.test');
    expect(login.pathname).toBe('/r/eu-west-1/iv/tokenlogin');
    expect(login.searchParams.get('token')).toBe(TOKEN);
    const next = new URL(login.searchParams.get('next')!);
    expect(next.origin + next.pathname).toBe(TRACKER);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      region: 'eu-west-1',
      prjuid: 'p1',
      vuid: 'v-clip',
      name: 'clip.mp4',
      compid: 'ball',
      token: TOKEN,
    });
  });

  it('offers the tracker we ship, and no link, when no outside tracker is configured', async () => {
    projectWith({ versions: VERSIONS });
    templatesArea(`${COMPS}/v-clip/iv`);
    expect(await screen.findByRole('button', { name: 'Track from frame 0' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Frame 0 of clip.mp4' })).toBeTruthy();
    expect(screen.queryByText(/not configured/)).toBeNull();
    expect(screen.queryByRole('link', { name: /in the motion tracker/ })).toBeNull();
  });

  it('keeps the link to an outside tracker beside the tracker we ship', async () => {
    projectWith({ versions: VERSIONS, editors: { tracker: TRACKER } });
    templatesArea(`${COMPS}/v-clip/iv`);
    expect(await screen.findByRole('button', { name: 'Track from frame 0' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track clip.mp4 in the motion tracker' })).toBeTruthy();
  });

  it('says so for a video the project does not have', async () => {
    projectWith({ versions: VERSIONS });
    templatesArea(`${COMPS}/v-gone`);
    expect((await screen.findByRole('alert')).textContent).toMatch(/no such video/);
  });
});
