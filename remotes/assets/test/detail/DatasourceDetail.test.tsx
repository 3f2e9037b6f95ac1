import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasourceMetadata } from '@reelforge/model';
import { DatasourceDetail } from '../../src/detail/DatasourceDetail.js';
import { asset, button, cleanup, click, fakeClient, get, render, waitFor } from './render.js';

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

function metadata(rows: number): DatasourceMetadata {
  return {
    key_column: 'id',
    media_columns: ['image'],
    key_column_candidates: ['id', 'email'],
    parse_data: { delimiter: ',', first_line_is_header: true },
    columns: ['id', '', 'email', 'image'],
    values: Array.from({ length: rows }, (_, i) => [String(i + 1), `hidden${i}`, `u${i + 1}@example.com`, `img${i + 1}.png`]),
    rowcount: rows,
  };
}

async function show(rows: number, updateDatasource = vi.fn(async () => {})) {
  const datasource = vi.fn(async () => metadata(rows));
  const onChanged = vi.fn();
  const client = fakeClient({ datasource, updateDatasource });
  const view = await render(<DatasourceDetail asset={asset('people.csv', 'datasource')} prjuid="p1" client={client} onChanged={onChanged} />);
  const table = await waitFor(() => get<HTMLTableElement>(view.container, 'table[aria-label="Rows of people.csv"]'));
  return { ...view, table, datasource, updateDatasource, onChanged };
}

const select = (container: HTMLElement) => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Key column');
  return get<HTMLSelectElement>(container, `#${CSS.escape(label?.htmlFor ?? 'none')}`);
};
const checkbox = (container: HTMLElement, name: string) => {
  const label = [...container.querySelectorAll('fieldset label')].find((l) => l.textContent === name);
  return get<HTMLInputElement>(label as HTMLElement, 'input[type="checkbox"]');
};
async function choose(element: HTMLSelectElement, value: string) {
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('DatasourceDetail grid', () => {
  it('shows the named columns only, with the row count', async () => {
    const { table, container } = await show(3);
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Row', 'id', 'email', 'image']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(table.textContent).not.toContain('hidden0');
    expect(container.textContent).toContain('3 rows');
  });

  it('puts 100,000 rows on pages of 100', async () => {
    const { table, container } = await show(100_000);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(100);
    expect(container.textContent).toContain('100,000 rows');
    expect(container.textContent).toContain('Page 1 of 1000');
    await click(button(container, 'Next page'));
    expect(container.textContent).toContain('Page 2 of 1000');
    expect(table.querySelector('tbody tr td')?.textContent).toBe('101');
  });
});

describe('DatasourceDetail settings', () => {
  it('offers the key candidates and None, and the named columns as media columns', async () => {
    const { container } = await show(2);
    const key = select(container);
    expect([...key.options].map((o) => o.textContent)).toEqual(['None', 'id', 'email']);
    expect(key.value).toBe('id');
    expect(checkbox(container, 'image').checked).toBe(true);
    expect(checkbox(container, 'email').checked).toBe(false);
  });

  it('saves the key and media columns, says Saved. and reloads the info', async () => {
    const { container, updateDatasource, datasource, onChanged } = await show(2);
    await choose(select(container), 'email');
    await click(checkbox(container, 'email'));
    await click(button(container, 'Save'));
    await waitFor(() => expect(get(container, '[role="status"]').textContent).toBe('Saved.'));
    expect(updateDatasource).toHaveBeenCalledWith('p1', 'people.csv', {
      key_column: 'email',
      media_columns: ['email', 'image'],
      keys: ['u1@example.com', 'u2@example.com'],
    });
    await waitFor(() => expect(datasource).toHaveBeenCalledTimes(2));
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(button(container, 'Save').disabled).toBe(false));
  });

  it('logs a failed save, says why, and still reloads the info', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => Promise.reject(new Error('There is no column named x.')));
    const { container, datasource, onChanged } = await show(2, failing);
    await click(button(container, 'Save'));
    await waitFor(() => expect(get(container, '[role="status"]').textContent).toBe('Not saved: There is no column named x.'));
    expect(log).toHaveBeenCalled();
    await waitFor(() => expect(datasource).toHaveBeenCalledTimes(2));
    expect(onChanged).not.toHaveBeenCalled();
  });
});
