import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasourceMetadata } from '@reelforge/model';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { leaveArea, renderInConsole, retype } from '@reelforge/ui/testing';
import { PreviewWith, type PreviewSource } from '../../src/design/PreviewWith.js';
import { assetList, project } from '../fixtures.js';
import { designSession, fakeAssets } from './design-session.js';

afterEach(leaveArea);

const movie: Movie = {
  ...blankMovie(),
  variables: [{ key: 'title', value: 'Hello' }, { key: 'city', defaultvalue: 'Paris' }, { key: 'logo' }],
};

function metadata(values: string[][], keyColumn = 'city'): DatasourceMetadata {
  const columns = ['city', 'title', 'notes'];
  const at = columns.indexOf(keyColumn);
  return {
    key_column: keyColumn,
    media_columns: [],
    key_column_candidates: [],
    parse_data: { delimiter: ',', first_line_is_header: true },
    columns,
    values,
    keys: at >= 0 ? values.map((row) => row[at] ?? '') : undefined,
    rowcount: values.length,
  };
}

const cities = metadata([
  ['Lisbon', 'Olá', 'a'],
  ['Rome', 'Ciao', 'b'],
  ['Berlin', 'Hallo', 'c'],
]);

/** PreviewWith held as the design tab holds it; `seen.current` is the latest choice. */
function Holder({ seen, shown = movie }: { seen: { current: PreviewSource }; shown?: Movie }) {
  const [value, setValue] = useState<PreviewSource>({ kind: 'defaults' });
  seen.current = value;
  return (
    <PreviewWith
      project={project}
      movie={shown}
      assets={assetList({ Datasources: ['cities.csv', 'broken.csv'] })}
      value={value}
      onChange={setValue}
    />
  );
}

function start(datasource: (prjuid: string, name: string) => Promise<DatasourceMetadata>) {
  const read = vi.fn(datasource);
  designSession(fakeAssets({ datasource: read }));
  const seen = { current: { kind: 'defaults' } as PreviewSource };
  const { rerender } = renderInConsole(<Holder seen={seen} />);
  return { seen, read, rerender };
}

const previewWith = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Preview with' });
const rowSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Row' });

describe('previewing with a datasource row', () => {
  it('offers the default values and each datasource of the project', () => {
    start(async () => cities);
    expect(previewWith().value).toBe('');
    const options = Array.from(previewWith().options).map((option) => option.text);
    expect(options).toEqual(['Default values', 'cities.csv', 'broken.csv']);
  });

  it('gives the first row once a datasource is picked, as a batch row with automatic mapping would', async () => {
    const { seen, read } = start(async () => cities);
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    await waitFor(() => expect(seen.current.kind).toBe('row'));
    expect(read).toHaveBeenCalledWith('p1', 'cities.csv');
    expect(seen.current).toEqual({
      kind: 'row',
      datasource: 'cities.csv',
      row: 0,
      label: 'Row 1: Lisbon',
      params: { title: 'Olá', city: 'Lisbon', row: '0' },
    });
    expect(screen.getByText('This row fills title, city; the other variables keep their values.')).toBeTruthy();
  });

  it('gives the params of the row picked, counted from 1 and named by the key column', async () => {
    const { seen } = start(async () => cities);
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    const options = Array.from((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Row' })).options);
    expect(options.map((option) => option.text)).toEqual(['Row 1: Lisbon', 'Row 2: Rome', 'Row 3: Berlin']);
    await userEvent.selectOptions(rowSelect(), 'Row 3: Berlin');
    expect(seen.current).toMatchObject({ row: 2, label: 'Row 3: Berlin', params: { title: 'Hallo', row: '2' } });
  });

  it('gives the row again when the movie gains a variable named after a column', async () => {
    const { seen, rerender } = start(async () => cities);
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    await waitFor(() => expect(seen.current.kind).toBe('row'));
    const more = { ...movie, variables: [...(movie.variables ?? []), { key: 'notes' }] };
    rerender(<Holder seen={seen} shown={more} />);
    await waitFor(() => expect(seen.current).toMatchObject({ params: { city: 'Lisbon', notes: 'a', row: '0' } }));
  });

  it('steps through the rows with previous and next', async () => {
    const { seen } = start(async () => cities);
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    const next = await screen.findByRole<HTMLButtonElement>('button', { name: 'Next row' });
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous row' });
    expect(previous.disabled).toBe(true);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(seen.current).toMatchObject({ row: 2, params: { city: 'Berlin' } });
    expect(next.disabled).toBe(true);
    await userEvent.click(previous);
    expect(seen.current).toMatchObject({ row: 1, params: { city: 'Rome', row: '1' } });
    expect(rowSelect().value).toBe('1');
  });

  it('picks a row of a long datasource by number, without listing every row', async () => {
    const many = Array.from({ length: 12_000 }, (_, i) => [`City ${i + 1}`, `Title ${i + 1}`, '']);
    const { seen } = start(async () => metadata(many));
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    const field = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Row' });
    expect(field.value).toBe('1');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await retype(field, '11500');
    expect(seen.current).toMatchObject({
      row: 11_499,
      label: 'Row 11500: City 11500',
      params: { title: 'Title 11500', city: 'City 11500', row: '11499' },
    });
    expect(screen.getByText('Row 11500: City 11500, of 12,000 rows')).toBeTruthy();
  });

  it('goes back to the default values', async () => {
    const { seen } = start(async () => cities);
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    await waitFor(() => expect(seen.current.kind).toBe('row'));
    await userEvent.selectOptions(previewWith(), 'Default values');
    expect(seen.current).toEqual({ kind: 'defaults' });
    expect(screen.queryByRole('combobox', { name: 'Row' })).toBeNull();
  });

  it('says why a datasource could not be read, previews with the default values and can try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const { seen } = start(async (_prjuid, name) => {
      if (fail) throw new Error(`${name} is not a table.`);
      return cities;
    });
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    await userEvent.selectOptions(previewWith(), 'broken.csv');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The rows of broken.csv could not be read (broken.csv is not a table)');
    expect(alert.textContent).toContain('The preview uses the default values');
    expect(seen.current).toEqual({ kind: 'defaults' });
    expect(warn).toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(seen.current).toMatchObject({ datasource: 'broken.csv', row: 0 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a datasource has no rows, and keeps the default values', async () => {
    const { seen } = start(async () => metadata([]));
    await userEvent.selectOptions(previewWith(), 'cities.csv');
    expect(await screen.findByText(/cities.csv has no rows/)).toBeTruthy();
    expect(seen.current).toEqual({ kind: 'defaults' });
  });
});
