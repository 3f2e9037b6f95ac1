import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaveArea } from '@reelforge/ui/testing';
import { page, session, tagStore } from './fixtures.js';

afterEach(leaveArea);
beforeEach(() => {
  document.cookie = 'tag_menu=; Max-Age=0; Path=/';
});

const dialog = (name: RegExp | string) => screen.findByRole('dialog', { name });
const projectNames = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('creating a tag', () => {
  it('creates a tag at the top, and one under a parent from its row', async () => {
    const store = tagStore(['clients']);
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'New tag' }));
    const top = await dialog('New tag');
    await userEvent.type(within(top).getByLabelText('Tag name'), 'blue');
    await userEvent.click(within(top).getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByRole('listitem', { name: 'blue' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'New tag under clients' }));
    const under = await dialog('New tag');
    expect((within(under).getByLabelText('Under') as HTMLSelectElement).value).toBe('clients');
    await userEvent.type(within(under).getByLabelText('Tag name'), 'acme/2027');
    await userEvent.click(within(under).getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByRole('listitem', { name: 'clients/acme/2027' })).toBeTruthy();
    expect(store.client.create).toHaveBeenLastCalledWith('clients/acme/2027', 'clients');
  });

  it('refuses a name that exists or breaks the rule while it is typed, sending nothing', async () => {
    const store = tagStore(['blue']);
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'New tag' }));
    const form = await dialog('New tag');
    const name = within(form).getByLabelText('Tag name');
    await userEvent.type(name, 'blue');
    expect(within(form).getByRole('alert').textContent).toBe('The tag ‘blue’ exists already');
    expect((within(form).getByRole('button', { name: 'Create tag' }) as HTMLButtonElement).disabled).toBe(true);
    for (const bad of ['a/../b', 'a//b', ' lead']) {
      await userEvent.clear(name);
      await userEvent.type(name, bad);
      expect(within(form).getByRole('alert').textContent).toMatch(/\S/);
    }
    expect(store.client.create).not.toHaveBeenCalled();
  });

  it('shows the platform’s refusal and stays open', async () => {
    const store = tagStore();
    store.client.create = async () =>
      Promise.reject(new Error('A region holds at most 1000 of your tags; delete some first'));
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'New tag' }));
    const form = await dialog('New tag');
    await userEvent.type(within(form).getByLabelText('Tag name'), 'one more');
    await userEvent.click(within(form).getByRole('button', { name: 'Create tag' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/at most 1000/);
  });
});

describe('renaming a tag', () => {
  it('moves it with its sub-tags and projects, and a filter on it follows', async () => {
    const store = tagStore(['clients/acme/2027'], [{ prjuid: 'p2', tag: 'clients/acme/2027' }]);
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Filter by clients/acme' }));
    await waitFor(() => expect(projectNames()).toEqual(['Trailer']));
    await userEvent.click(screen.getByRole('button', { name: 'Rename clients/acme' }));
    const form = await dialog('Rename tag clients/acme');
    const field = within(form).getByLabelText('New name or path');
    await userEvent.clear(field);
    await userEvent.type(field, 'clients/acme/inside');
    expect(within(form).getByRole('alert').textContent).toBe('A tag cannot move under itself');
    await userEvent.clear(field);
    await userEvent.type(field, 'archive/acme');
    await userEvent.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('listitem', { name: 'archive/acme/2027' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Filter by archive/acme' }) as HTMLInputElement).checked).toBe(true);
    expect(projectNames()).toEqual(['Trailer']);
    expect(screen.getByLabelText('Tags of Trailer').textContent).toBe('archive/acme/2027');
  });
});

describe('deleting a tag', () => {
  it('asks first, saying the sub-tags go and the projects stay, then the projects are all listed again', async () => {
    const store = tagStore(['gone/child'], [{ prjuid: 'p1', tag: 'gone/child' }]);
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Filter by gone' }));
    await waitFor(() => expect(projectNames()).toEqual(['Sample']));
    await userEvent.click(screen.getByRole('button', { name: 'Delete gone' }));
    const form = await dialog('Delete tag gone?');
    expect(form.textContent).toContain(
      'The tag “gone” and its 1 sub-tag will be deleted. It is taken off 1 project; the projects themselves stay.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(store.client.remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete gone' }));
    await userEvent.click(within(await dialog('Delete tag gone?')).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'gone' })).toBeNull());
    expect(projectNames()).toEqual(['Sample', 'Trailer', 'Teaser']);
    expect(screen.getByText('No tags yet. Create one to sort your projects.')).toBeTruthy();
  });
});

describe('tagging the selected projects', () => {
  it('adds a tag to a project, does not offer it again and says why, and removes it', async () => {
    const store = tagStore(['blue', 'red']);
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Sample' }));
    const pane = await screen.findByRole('region', { name: 'Tags of the selection' });
    expect(within(pane).getByText('This project has no tag.')).toBeTruthy();
    await userEvent.selectOptions(within(pane).getByLabelText('Add tag'), 'blue');
    await userEvent.click(within(pane).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByLabelText('Tags of Sample').textContent).toBe('blue'));
    const choices = within(within(pane).getByLabelText('Add tag'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(choices).toEqual(['Choose a tag', 'red']);
    expect(within(pane).getByText('Not offered, the project has it already: blue.')).toBeTruthy();

    await userEvent.click(within(pane).getByRole('button', { name: 'Remove tag blue from Sample' }));
    await waitFor(() => expect(screen.getByLabelText('Tags of Sample').textContent).toBe(''));
    expect(store.linksNow()).toEqual([]);
  });

  it('adds a tag to several projects, only to those without it', async () => {
    const store = tagStore(['blue'], [{ prjuid: 'p1', tag: 'blue' }]);
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Sample' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Trailer' }));
    const pane = await screen.findByRole('region', { name: 'Tags of the selection' });
    expect(within(pane).getByText(/1 of 2/)).toBeTruthy();
    await userEvent.selectOptions(within(pane).getByLabelText('Add tag'), 'blue');
    await userEvent.click(within(pane).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByLabelText('Tags of Trailer').textContent).toBe('blue'));
    expect(store.client.tagProject).toHaveBeenCalledTimes(1);
    expect(store.client.tagProject).toHaveBeenCalledWith('p2', 'blue');
    expect(within(pane).getByText('Not offered, every selected project has it already: blue.')).toBeTruthy();
  });

  it('shows a refusal the person can act on', async () => {
    const store = tagStore(['blue']);
    store.client.tagProject = async () => Promise.reject(new Error("Tag 'blue' not found"));
    session(store.client);
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Sample' }));
    const pane = await screen.findByRole('region', { name: 'Tags of the selection' });
    await userEvent.selectOptions(within(pane).getByLabelText('Add tag'), 'blue');
    await userEvent.click(within(pane).getByRole('button', { name: 'Add' }));
    expect((await within(pane).findByRole('alert')).textContent).toBe("Tag 'blue' not found");
  });
});
