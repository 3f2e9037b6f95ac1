import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { BASE, projectWithStories, storiesArea, TRIO } from './stories-area.js';

afterEach(leaveArea);

const rows = () =>
  within(screen.getByRole('table', { name: 'Stories' }))
    .getAllByRole('row')
    .slice(1);
const cells = () =>
  rows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 3)
      .map((c) => c.textContent),
  );

describe('the stories list', () => {
  it('lists the stories with their scene count and size, names as links to the editor', async () => {
    projectWithStories([TRIO, { name: 'Empty', scenes: [], size: 'custom', width: 1000, height: 500 }]);
    storiesArea();
    const link = await screen.findByRole('link', { name: 'Trio' });
    expect(link.getAttribute('href')).toBe(`${BASE}/Trio`);
    expect(cells()).toEqual([
      ['Trio', '3', '640×360'],
      ['Empty', '0', '1000×500'],
    ]);
  });

  it('lists and opens stories whose names hold a slash, a percent sign or markup, as text', async () => {
    const names = ['a/b', '100% real', '<img src=x onerror=alert(1)>'];
    projectWithStories(names.map((name) => ({ name, scenes: [] })));
    storiesArea();
    for (const name of names) expect(await screen.findByRole('link', { name })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '100% real' }));
    expect(await screen.findByRole('heading', { name: '100% real', level: 1 })).toBeTruthy();
    leaveArea();
    projectWithStories(names.map((name) => ({ name, scenes: [] })));
    storiesArea();
    await userEvent.click(await screen.findByRole('link', { name: 'a/b' }));
    expect(await screen.findByRole('heading', { name: 'a/b', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No scenes yet. Add one with Add scene.')).toBeTruthy();
  });

  it('shows the stories of a stories.json written by hand, leaving out entries without a name', async () => {
    projectWithStories([
      { name: 'Loose' },
      { scenes: [] },
      'junk',
      { name: 'Fine', scenes: [{ type: 'static' }] },
    ] as never);
    storiesArea();
    await screen.findByRole('link', { name: 'Loose' });
    expect(cells()).toEqual([
      ['Loose', '0', '640×360'],
      ['Fine', '1', '640×360'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Loose' }));
    expect(await screen.findByText('No scenes yet. Add one with Add scene.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Story problems' })).getByText('The story has no scenes.'),
    ).toBeTruthy();
  });

  it('says how to start when there is none, and what went wrong when they cannot be read', async () => {
    projectWithStories([]);
    storiesArea();
    expect(await screen.findByText('No stories yet. Create one with New story, then add its scenes.')).toBeTruthy();
    leaveArea();
    projectWithStories([], { readFailure: new Error('The server is down') });
    storiesArea();
    expect((await screen.findByRole('alert')).textContent).toBe('The stories could not be read: The server is down');
  });

  it('creates a story with the defaults and opens it with its settings asked at once', async () => {
    const server = projectWithStories([TRIO]);
    storiesArea();
    await userEvent.click(await screen.findByRole('button', { name: 'New story' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New story' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Story name' }), ' Promo ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/Promo`));
    expect(server.stored()[1]).toMatchObject({
      name: 'Promo',
      size: '640x360',
      fps: '25/1',
      samplerate: 44100,
      alevelmode: 'softclip',
      volume: 100,
      maxcombinations: 10,
      scenes: [],
    });
    expect(await screen.findByRole('dialog', { name: 'Story settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Promo', level: 1 })).toBeTruthy();
    // The address keeps no flag, so a reload does not ask again.
    expect(window.location.search).toBe('');
  });

  it('opens a story with the newstory flag with its settings dialog; without it, not', async () => {
    projectWithStories([TRIO]);
    storiesArea(`${BASE}/Trio?newstory=1`);
    expect(await screen.findByRole('dialog', { name: 'Story settings' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe(`${BASE}/Trio`);
    leaveArea();
    projectWithStories([TRIO]);
    storiesArea(`${BASE}/Trio`);
    await screen.findByRole('table', { name: 'Scenes' });
    expect(screen.queryByRole('dialog', { name: 'Story settings' })).toBeNull();
  });

  it('refuses an empty or taken name with a message, keeping the dialog open', async () => {
    const server = projectWithStories([TRIO]);
    storiesArea();
    await userEvent.click(await screen.findByRole('button', { name: 'New story' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New story' }));
    const field = dialog.getByRole('textbox', { name: 'Story name' });
    await retype(field, 'Trio');
    expect(dialog.getByRole('alert').textContent).toBe('There is already a story named Trio.');
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Create' }).disabled).toBe(true);
    await retype(field, '..');
    expect(dialog.getByRole('alert').textContent).toMatch(/not allowed/);
    // Spaces only: said when Create is pressed.
    await retype(field, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByRole('alert').textContent).toBe('Enter a name for the story.');
    expect(server.batch.saveAppData).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(BASE);
  });

  it('copies a story as " Copy", then " Copy 1", says so and offers to open the copy', async () => {
    const server = projectWithStories([TRIO]);
    storiesArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Trio' }));
    let done = within(await screen.findByRole('alertdialog', { name: 'Copy finished' }));
    expect(done.getByText('The story Trio was copied to Trio Copy.')).toBeTruthy();
    await userEvent.click(done.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy Trio' }));
    done = within(await screen.findByRole('alertdialog', { name: 'Copy finished' }));
    expect(done.getByText('The story Trio was copied to Trio Copy 1.')).toBeTruthy();
    expect(server.stored().map((s) => s.name)).toEqual(['Trio', 'Trio Copy', 'Trio Copy 1']);
    expect(server.stored()[2]?.scenes).toEqual(TRIO.scenes);
    await userEvent.click(done.getByRole('button', { name: 'Open the copy' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/Trio%20Copy%201`));
    expect(await screen.findByRole('heading', { name: 'Trio Copy 1', level: 1 })).toBeTruthy();
  });

  it('deletes a story only once confirmed', async () => {
    const server = projectWithStories([TRIO, { name: 'Other', scenes: [] }]);
    storiesArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Trio' }));
    const ask = within(screen.getByRole('alertdialog', { name: 'Delete story?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(server.batch.saveAppData).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Trio' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete story?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Trio' })).toBeNull());
    expect(server.stored().map((s) => s.name)).toEqual(['Other']);
  });
});
