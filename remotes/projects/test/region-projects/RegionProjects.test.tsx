import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaveArea } from '@reelforge/ui/testing';
import { page, session, tagStore } from './fixtures.js';

afterEach(leaveArea);
beforeEach(() => {
  document.cookie = 'tag_menu=; Max-Age=0; Path=/';
});

const projectNames = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const tagsOf = (name: string) => screen.getByLabelText(`Tags of ${name}`).textContent;
const menu = () => screen.getByRole('complementary', { name: 'Tag menu' });

describe('the tag menu', () => {
  it('shows the tags as a tree with how many projects carry each', async () => {
    const store = tagStore(['clients/acme/2027', 'blue'], [{ prjuid: 'p1', tag: 'clients/acme' }]);
    session(store.client);
    page();
    const tree = await screen.findByRole('list', { name: 'Tags' });
    await within(tree).findByRole('listitem', { name: 'clients/acme/2027' });
    const top = within(tree)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-level') === '1');
    expect(top.map((item) => item.getAttribute('aria-label'))).toEqual(['blue', 'clients']);
    const acme = within(tree).getByRole('listitem', { name: 'clients/acme' });
    expect(acme.getAttribute('aria-level')).toBe('2');
    expect(within(acme).getByText('1')).toBeTruthy();
  });

  it('stays hidden after a reload once hidden, and comes back when shown', async () => {
    session(tagStore(['blue']).client);
    const first = page();
    await screen.findByRole('list', { name: 'Tags' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Hide tags' }));
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(document.cookie).toContain('tag_menu=hidden');

    first.unmount();
    page();
    await screen.findByText('Sample');
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
    await userEvent.click(within(menu()).getByRole('button', { name: 'Show tags' }));
    expect(await screen.findByRole('list', { name: 'Tags' })).toBeTruthy();
    expect(document.cookie).toContain('tag_menu=shown');
  });

  it('says so when the tags cannot be read, and the projects are still listed', async () => {
    const store = tagStore();
    store.client.list = async () => Promise.reject(new Error('Region unreachable'));
    session(store.client);
    page();
    expect((await within(menu()).findByRole('alert')).textContent).toBe('Tags could not be read: Region unreachable');
    expect(projectNames()).toEqual(['Sample', 'Trailer', 'Teaser']);
  });
});

describe('tag filters', () => {
  it('lists only the projects carrying every chosen tag, or one under it, with the search box too', async () => {
    const store = tagStore(
      ['clients/acme', 'blue'],
      [
        { prjuid: 'p1', tag: 'clients/acme' },
        { prjuid: 'p1', tag: 'blue' },
        { prjuid: 'p2', tag: 'blue' },
      ],
    );
    session(store.client);
    page();
    await screen.findByRole('listitem', { name: 'blue' });
    await waitFor(() => expect(tagsOf('Sample')).toBe('blueclients/acme'));
    expect(projectNames()).toEqual(['Sample', 'Trailer', 'Teaser']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Filter by blue' }));
    expect(projectNames()).toEqual(['Sample', 'Trailer']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Filter by clients' }));
    expect(projectNames()).toEqual(['Sample']);
    expect(within(menu()).getByText(/Showing projects tagged “blue” and “clients”/)).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'Trail');
    expect(screen.getByText('No project matches “Trail”.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search projects' }));

    await userEvent.click(within(menu()).getByRole('button', { name: 'Clear filters' }));
    expect(projectNames()).toEqual(['Sample', 'Trailer', 'Teaser']);
  });

  it('says which tags found nothing', async () => {
    session(tagStore(['empty']).client);
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Filter by empty' }));
    expect(screen.getByText('No project carries the tag “empty”.')).toBeTruthy();
  });
});

describe('counts', () => {
  it('count only the projects listed, so a project deleted a moment ago does not count', async () => {
    const store = tagStore(
      ['blue'],
      [
        { prjuid: 'p1', tag: 'blue' },
        { prjuid: 'gone', tag: 'blue' },
      ],
    );
    session(store.client);
    page();
    const blue = await screen.findByRole('listitem', { name: 'blue' });
    await waitFor(() => expect(within(blue).getByText('1')).toBeTruthy());
    await userEvent.click(within(blue).getByRole('button', { name: 'Delete blue' }));
    expect((await screen.findByRole('dialog', { name: 'Delete tag blue?' })).textContent).toContain(
      'It is taken off 1 project;',
    );
  });
});
