import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '@reelforge/router';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { leaveArea, renderInConsole, retype } from '@reelforge/ui/testing';
import { MovieDetail } from '../../src/detail/MovieDetail.js';
import { assetList, fakeMovies, project, session } from '../fixtures.js';

const BASE = '/projects/eu-west-1/p1/movies/intro';

afterEach(leaveArea);

function open(save = vi.fn(async () => {}), tab = 'settings') {
  const movies = fakeMovies({ get: vi.fn(async () => blankMovie()), save });
  session(movies);
  renderInConsole(
    <Routes>
      <Route
        path="/projects/:region/:projectId/movies/:sdl/*"
        element={<MovieDetail project={project} name="intro" client={movies} assets={assetList()} base={BASE} />}
      />
    </Routes>,
    { path: `${BASE}/${tab}` },
  );
  return save;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const number = (name: string) => screen.findByRole<HTMLInputElement>('spinbutton', { name });
const text = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name });
const width = async () => (await number('Width')).value;
const saveShown = () => screen.queryByRole('button', { name: 'Save' }) !== null;
/** Moves the focus out of every field, as a click on the page's background does. */
const leaveFields = () => userEvent.click(screen.getByRole('heading', { level: 2 }));
const press = (keys: string) => userEvent.keyboard(keys);

describe('undo and redo in the movie editor', () => {
  it('offers nothing to undo or redo until an edit, with the shortcuts in the titles', async () => {
    open();
    await number('Width');
    expect(button('Undo').disabled).toBe(true);
    expect(button('Redo').disabled).toBe(true);
    expect(button('Undo').title).toBe('Undo (Ctrl+Z)');
    expect(button('Redo').title).toBe('Redo (Ctrl+Shift+Z)');
  });

  it('undoes a number typed in one step with the button, back to the saved copy, and redoes it', async () => {
    open();
    await retype(await number('Width'), '1280');
    expect(saveShown()).toBe(true);
    await userEvent.click(button('Undo'));
    expect(await width()).toBe('640');
    expect(saveShown()).toBe(false);
    expect(button('Undo').disabled).toBe(true);
    await userEvent.click(button('Redo'));
    expect(await width()).toBe('1280');
    expect(saveShown()).toBe(true);
    expect(button('Redo').disabled).toBe(true);
  });

  it('makes each field typed in a step of its own', async () => {
    open(undefined, 'scenes');
    await retype(await text('Scene name'), 'Opening titles');
    await retype(await number('Length'), '250');
    await userEvent.click(button('Undo'));
    expect((await number('Length')).value).toBe('100');
    expect((await text('Scene name')).value).toBe('Opening titles');
    await userEvent.click(button('Undo'));
    expect((await text('Scene name')).value).toBe('Scene 1');
  });

  it('undoes a button’s edit on its own', async () => {
    open(undefined, 'scenes');
    await userEvent.click(await screen.findByRole('button', { name: 'Add scene' }));
    await userEvent.click(button('Add scene'));
    expect(screen.getAllByRole('group', { name: /^Scene \d$/ })).toHaveLength(3);
    await userEvent.click(button('Undo'));
    expect(screen.getAllByRole('group', { name: /^Scene \d$/ })).toHaveLength(2);
  });

  it('undoes with ctrl+Z and redoes with ctrl+shift+Z and ctrl+Y', async () => {
    open();
    await retype(await number('Width'), '800');
    await retype(await number('Height'), '600');
    await leaveFields();
    await press('{Control>}z{/Control}');
    expect((await number('Height')).value).toBe('360');
    await press('{Control>}z{/Control}');
    expect(await width()).toBe('640');
    await press('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(await width()).toBe('800');
    await press('{Control>}y{/Control}');
    expect((await number('Height')).value).toBe('600');
  });

  it('leaves ctrl+Z to a field that has the focus', async () => {
    open();
    const field = await number('Width');
    await retype(field, '800');
    // The browser's own undo of the field takes the key when nothing prevents it.
    expect(fireEvent.keyDown(field, { key: 'z', ctrlKey: true })).toBe(true);
    expect(await width()).toBe('800');
    expect(button('Undo').disabled).toBe(false);
  });

  it('keeps the steps across tabs', async () => {
    open();
    await retype(await number('Width'), '800');
    await userEvent.click(screen.getByRole('tab', { name: 'Variables' }));
    await userEvent.click(button('Undo'));
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await width()).toBe('640');
    expect(saveShown()).toBe(false);
    await press('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(await width()).toBe('800');
  });
});

describe('saving with ctrl+S', () => {
  it('saves the working copy, even from a field, and keeps the steps to undo', async () => {
    const save = open();
    await retype(await number('Width'), '1280');
    // The browser's own save dialog never opens.
    expect(fireEvent.keyDown(await number('Width'), { key: 's', ctrlKey: true })).toBe(false);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    const [, name, sent] = save.mock.calls.at(-1) as unknown as [string, string, Movie];
    expect(name).toBe('intro');
    expect(sent.params?.vparams?.width).toBe(1280);

    await userEvent.click(button('Undo'));
    expect(await width()).toBe('640');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    await userEvent.click(button('Redo'));
    expect(saveShown()).toBe(false);
  });

  it('sends nothing when nothing changed, and still keeps the browser’s dialog closed', async () => {
    const save = open();
    await number('Width');
    expect(fireEvent.keyDown(document.body, { key: 's', metaKey: true })).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
