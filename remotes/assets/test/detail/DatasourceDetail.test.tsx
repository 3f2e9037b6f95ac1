import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasourceMetadata } from '@reelforge/model';
import { renderComponent } from '@reelforge/ui/testing';
import { DatasourceDetail } from '../../src/detail/DatasourceDetail.js';
import { asset, fakeClient } from './fixtures.js';

afterEach(() => vi.restoreAllMocks());

function metadata(rows: number): DatasourceMetadata {
  return {
    key_column: 'id',
    media_columns: ['image'],
    key_column_candidates: ['id', 'email'],
    parse_data: { delimiter: ',', first_line_is_header: true },
    columns: ['id', '', 'email', 'image'],
    values: Array.from({ length: rows }, (_, i) => [
      String(i + 1),
      `hidden${i}`,
      `u${i + 1}@example.com`,
      `img${i + 1}.png`,
    ]),
    rowcount: rows,
  };
}

async function show(rows: number, updateDatasource = vi.fn(async () => {})) {
  const datasource = vi.fn(async () => metadata(rows));
  const onChanged = vi.fn();
  const client = fakeClient({ datasource, updateDatasource });
  const view = renderComponent(
    <DatasourceDetail asset={asset('people.csv', 'datasource')} prjuid="p1" client={client} onChanged={onChanged} />,
  );
  const table = await screen.findByRole('table', { name: 'Rows of people.csv' });
  return { ...view, table, datasource, updateDatasource, onChanged };
}

/** The rows of data (with cells), not the header row. */
const dataRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
const keyColumn = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Key column' });
const mediaColumn = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('DatasourceDetail grid', () => {
  it('shows the named columns only, with the row count', async () => {
    const { table, container } = await show(3);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'id', 'email', 'image']);
    expect(dataRows(table)).toHaveLength(3);
    expect(table.textContent).not.toContain('hidden0');
    expect(container.textContent).toContain('3 rows');
  });

  it('puts 100,000 rows on pages of 100', async () => {
    const { table, container } = await show(100_000);
    expect(dataRows(table)).toHaveLength(100);
    expect(container.textContent).toContain('100,000 rows');
    expect(container.textContent).toContain('Page 1 of 1000');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(container.textContent).toContain('Page 2 of 1000');
    expect(within(dataRows(table)[0]!).getAllByRole('cell')[0]?.textContent).toBe('101');
  });
});

describe('DatasourceDetail settings', () => {
  it('offers the key candidates and None, and the named columns as media columns', async () => {
    await show(2);
    expect(
      within(keyColumn())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'id', 'email']);
    expect(keyColumn().value).toBe('id');
    expect(mediaColumn('image').checked).toBe(true);
    expect(mediaColumn('email').checked).toBe(false);
  });

  it('saves the key and media columns, says Saved. and reloads the info', async () => {
    const { updateDatasource, datasource, onChanged } = await show(2);
    await userEvent.selectOptions(keyColumn(), 'email');
    await userEvent.click(mediaColumn('email'));
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(updateDatasource).toHaveBeenCalledWith('p1', 'people.csv', {
      key_column: 'email',
      media_columns: ['email', 'image'],
      keys: ['u1@example.com', 'u2@example.com'],
    });
    await waitFor(() => expect(datasource).toHaveBeenCalledTimes(2));
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('logs a failed save, says why, and still reloads the info', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => Promise.reject(new Error('There is no column named x.')));
    const { datasource, onChanged } = await show(2, failing);
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Not saved: There is no column named x.'));
    expect(log).toHaveBeenCalled();
    await waitFor(() => expect(datasource).toHaveBeenCalledTimes(2));
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('DatasourceDetail unsaved settings', () => {
  const unloadRefused = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('has the browser ask before a reload loses a changed choice, and stops asking once it is saved', async () => {
    await show(2);
    expect(unloadRefused()).toBe(false);
    await userEvent.click(mediaColumn('email'));
    expect(unloadRefused()).toBe(true);
    await userEvent.click(saveButton());
    await waitFor(() => expect(unloadRefused()).toBe(false));
  });
});
