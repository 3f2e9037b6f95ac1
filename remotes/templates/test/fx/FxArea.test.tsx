import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { composition, FX, projectWith, templatesArea, TOKEN } from './fx-area.js';

afterEach(() => leaveArea());

const EDITORS = { fxpro: 'https://fx.example.com/pro/', fxexpress: 'https://express.example.com/edit?lang=en' };
const rows = () =>
  within(screen.getByRole('table', { name: 'Effects compositions' }))
    .getAllByRole('row')
    .slice(1);
const newComposition = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'New composition' }));
  return within(screen.getByRole('dialog', { name: 'New composition' }));
};

describe('the effects compositions list', () => {
  it('shows each composition with its editor and data; says when there are none or they cannot be read', async () => {
    projectWith({
      compositions: [
        composition('Intro'),
        composition('Prices', { type: 'fxexpress', dataprovider: 'ds', ds: 'prices.csv' }),
      ],
    });
    templatesArea(FX);
    await screen.findByRole('link', { name: 'Intro' });
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Intro', 'effects editor', 'Feed'],
      ['Prices', 'express editor', 'Datasource prices.csv'],
    ]);
    leaveArea();
    projectWith();
    templatesArea(FX);
    expect(await screen.findByText('No effects compositions yet. Make one with New composition.')).toBeTruthy();
    leaveArea();
    projectWith({ fx: { list: vi.fn(async () => Promise.reject(new Error('The server is down'))) } });
    templatesArea(FX);
    expect((await screen.findByRole('alert')).textContent).toContain('The server is down');
  });

  it('makes a composition named in the prompt for the fxtype of the address, and opens it keeping fxtype', async () => {
    const server = projectWith({ compositions: [composition('Intro')], editors: EDITORS });
    templatesArea(`${FX}?fxtype=fxexpress`);
    const dialog = await newComposition();
    await retype(dialog.getByRole('textbox', { name: 'Name' }), ' Sale ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${FX}/Sale`));
    expect(window.location.search).toBe('?fxtype=fxexpress');
    expect(server.stored().map((c) => [c.name, c.type, c.dataprovider, c.region, c.prjuid])).toEqual([
      ['Intro', 'fxpro', 'feed', 'eu-west-1', 'p1'],
      ['Sale', 'fxexpress', 'feed', 'eu-west-1', 'p1'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Sale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Effects compositions' }).getAttribute('href')).toBe(
      `${FX}?fxtype=fxexpress`,
    );
  });

  it('does nothing for an empty name, and refuses a taken or bad one with a message', async () => {
    const server = projectWith({ compositions: [composition('Intro')] });
    templatesArea(FX);
    let dialog = await newComposition();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New composition' })).toBeNull());
    dialog = await newComposition();
    await retype(dialog.getByRole('textbox', { name: 'Name' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New composition' })).toBeNull());
    expect(server.fx.save).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(FX);

    dialog = await newComposition();
    await retype(dialog.getByRole('textbox', { name: 'Name' }), 'Intro');
    expect(dialog.getByRole('alert').textContent).toBe('There is already a composition named Intro.');
    expect((dialog.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    await retype(dialog.getByRole('textbox', { name: 'Name' }), 'a/b');
    expect(dialog.getByRole('alert').textContent).toMatch(/not allowed/);
    expect(server.fx.save).not.toHaveBeenCalled();
  });

  it('the new composition without an fxtype is for the effects editor', async () => {
    const server = projectWith();
    templatesArea(`${FX}?fxtype=mpx`);
    const dialog = await newComposition();
    await retype(dialog.getByRole('textbox', { name: 'Name' }), 'Plain');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.stored()).toHaveLength(1));
    expect(server.stored()[0]!.type).toBe('fxpro');
  });

  it('deletes a composition only once confirmed', async () => {
    const server = projectWith({ compositions: [composition('Intro'), composition('Outro')] });
    templatesArea(FX);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Intro' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete composition?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(server.fx.save).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Intro' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete composition?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Intro' })).toBeNull());
    expect(server.stored().map((c) => c.name)).toEqual(['Outro']);
  });
});

describe('an effects composition', () => {
  it('links to its editor with region, prjuid, compid, name, token, configURL and ds in the query', async () => {
    projectWith({
      compositions: [
        composition('Prices & more', {
          type: 'fxexpress',
          dataprovider: 'ds',
          ds: 'prices.csv',
          configURL: 'https://feed.example.com/a?b=1',
        }),
      ],
      editors: EDITORS,
    });
    templatesArea(`${FX}/${encodeURIComponent('Prices & more')}`);
    const link = await screen.findByRole('link', { name: 'Open in the express editor' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://express.example.com/edit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      region: 'eu-west-1',
      prjuid: 'p1',
      compid: 'Prices & more',
      name: 'Prices & more',
      token: TOKEN,
      configURL: 'https://feed.example.com/a?b=1',
      ds: 'prices.csv',
    });
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says plainly when its editor is not configured, with no link', async () => {
    projectWith({ compositions: [composition('Intro')], editors: { fxexpress: 'https://express.example.com/' } });
    templatesArea(`${FX}/Intro`);
    expect(await screen.findByText(/The effects editor is not configured for this deployment/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open in/ })).toBeNull();
    leaveArea();
    projectWith({ compositions: [composition('Intro')], editors: { fxpro: 'javascript:alert(1)' } });
    templatesArea(`${FX}/Intro`);
    expect(await screen.findByText(/The effects editor is not configured for this deployment/)).toBeTruthy();
  });

  it('reads a datasource of the project, saved into comps.json, and the link follows', async () => {
    const server = projectWith({ compositions: [composition('Intro'), composition('Outro')], editors: EDITORS });
    templatesArea(`${FX}/Intro`);
    await screen.findByRole('link', { name: 'Open in the effects editor' });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Data provider' }), 'ds');
    expect(save.disabled).toBe(true);
    const picker = await screen.findByRole('combobox', { name: 'Datasource' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a datasource', 'people.csv', 'prices.csv']),
    );
    await userEvent.selectOptions(picker, 'people.csv');
    await retype(screen.getByRole('textbox', { name: 'Configuration URL' }), 'https://feed.example.com/x');
    await userEvent.click(save);
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(server.stored()[0]).toMatchObject({
      name: 'Intro',
      dataprovider: 'ds',
      ds: 'people.csv',
      configURL: 'https://feed.example.com/x',
    });
    expect(server.stored()[0]!.date_modified).not.toBe(composition('Intro').date_modified);
    expect(server.stored()[1]).toEqual(composition('Outro'));
    await waitFor(() =>
      expect(
        new URL(
          screen.getByRole('link', { name: 'Open in the effects editor' }).getAttribute('href')!,
        ).searchParams.get('ds'),
      ).toBe('people.csv'),
    );
  });

  it('says so when the project has no composition of that name, or a save fails', async () => {
    projectWith({
      compositions: [composition('Intro')],
      fx: { save: vi.fn(async () => Promise.reject(new Error('comps.json: item 1 is not an effects composition'))) },
    });
    templatesArea(`${FX}/Gone`);
    expect((await screen.findByRole('alert')).textContent).toBe('The project has no effects composition named Gone.');
    leaveArea();
    projectWith({
      compositions: [composition('Intro')],
      fx: { save: vi.fn(async () => Promise.reject(new Error('comps.json: item 1 is not an effects composition'))) },
    });
    templatesArea(`${FX}/Intro`);
    await retype(await screen.findByRole('textbox', { name: 'Configuration URL' }), 'https://x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The composition could not be saved: comps.json: item 1 is not an effects composition',
    );
  });
});

describe('the editor of new compositions', () => {
  it('is switched by links that set fxtype, the current one marked', async () => {
    const server = projectWith();
    templatesArea(FX);
    const nav = within(await screen.findByRole('navigation', { name: 'Editor of new compositions' }));
    expect(nav.getByRole('link', { name: 'effects editor' }).getAttribute('aria-current')).toBe('true');
    await userEvent.click(nav.getByRole('link', { name: 'express editor' }));
    expect(window.location.search).toBe('?fxtype=fxexpress');
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Editor of new compositions' }))
          .getByRole('link', { name: 'express editor' })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    const dialog = await newComposition();
    await retype(dialog.getByRole('textbox', { name: 'Name' }), 'Quick');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.stored().map((c) => c.type)).toEqual(['fxexpress']));
  });
});
