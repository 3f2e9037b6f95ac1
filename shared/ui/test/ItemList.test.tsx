import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { ItemList } from '../src/primitives/lists/ItemList.js';
import { linkColumn } from '../src/primitives/lists/ItemTable.js';
import { NewItemRow } from '../src/primitives/lists/NewItemRow.js';

interface Item {
  name: string;
}

const inRouter = (ui: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] })} />);

const list = (items: Item[], query: { isSuccess: boolean; error: unknown }, remove = vi.fn(async () => {})) =>
  inRouter(
    <ItemList
      label="Scripts"
      items={items}
      columns={[
        linkColumn<Item>(
          'Name',
          (item) => `/scripts/${item.name}`,
          (item) => item.name,
        ),
      ]}
      query={query}
      texts={{
        failure: 'The scripts could not be read',
        empty: 'No scripts yet.',
        noun: ['script', 'scripts'],
        warning: 'It goes.',
      }}
      remove={remove}
    />,
  );

describe('ItemList', () => {
  it('shows a failed read with what it was, and no empty note', () => {
    list([], { isSuccess: false, error: new Error('offline') });
    expect(screen.getByRole('alert').textContent).toBe('The scripts could not be read: offline');
    expect(screen.queryByText('No scripts yet.')).toBeNull();
  });

  it('says the list is empty only once it was read', () => {
    const { unmount } = list([], { isSuccess: false, error: null });
    expect(screen.queryByText('No scripts yet.')).toBeNull();
    unmount();
    list([], { isSuccess: true, error: null });
    expect(screen.getByText('No scripts yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links each item and deletes one after confirming', async () => {
    const remove = vi.fn(async () => {});
    list([{ name: 'intro' }, { name: 'outro' }], { isSuccess: true, error: null }, remove);
    const table = screen.getByRole('table', { name: 'Scripts' });
    expect(within(table).getByRole('link', { name: 'outro' }).getAttribute('href')).toBe('/scripts/outro');
    await userEvent.click(within(table).getByRole('button', { name: 'Delete outro' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete script?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith({ name: 'outro' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('NewItemRow', () => {
  it('asks for a name, creates the item and closes', async () => {
    const create = vi.fn(async () => {});
    render(<NewItemRow label="New story" nameLabel="Story name" validate={() => null} create={create} />);
    await userEvent.click(screen.getByRole('button', { name: 'New story' }));
    const dialog = screen.getByRole('dialog', { name: 'New story' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Story name' }), 'Spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(create).toHaveBeenCalledWith('Spring');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the prompt open with the error when the item cannot be made', async () => {
    const create = vi.fn(async () => {
      throw new Error('the name is taken');
    });
    render(<NewItemRow label="New story" nameLabel="Story name" validate={() => null} create={create} />);
    await userEvent.click(screen.getByRole('button', { name: 'New story' }));
    const dialog = screen.getByRole('dialog', { name: 'New story' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Story name' }), 'Spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(/the name is taken/)).toBeTruthy();
  });
});
