import { describe, expect, it } from 'vitest';
import {
  clampPreviewRow,
  compileTasks,
  previewRow,
  previewRowCount,
  previewRowLabel,
  type PreviewRowSource,
} from '../src/index.js';

const cities: PreviewRowSource = {
  columns: ['city', 'title', 'unused'],
  values: [
    ['Lisbon', 'Hello', 'x'],
    ['Paris', 'Bonjour', 'y'],
    ['Rome', 'Ciao'],
  ],
  keys: ['Lisbon', 'Paris', 'Rome'],
  key_column: 'city',
};
const unkeyed: PreviewRowSource = { ...cities, keys: undefined, key_column: '' };

describe('the params of a preview row', () => {
  it('are what a batch row with automatic mapping gets, plus the 0-based row', () => {
    const variables = ['title', 'city', 'logo'];
    const preview = previewRow(cities, 1, variables);
    const [task] = compileTasks({
      columns: cities.columns,
      rows: cities.values ?? [],
      variables,
      mapping: 'auto',
      format: 'mp4',
      range: '2',
    });
    expect(preview?.params).toEqual({ ...task?.params, row: '1' });
    expect(preview?.params).toEqual({ title: 'Bonjour', city: 'Paris', row: '1' });
  });

  it('leave out variables without a column of their name, and give missing cells as empty', () => {
    expect(previewRow(cities, 2, ['unused', 'logo'])?.params).toEqual({ unused: '', row: '2' });
  });

  it('give only the row when the movie has no variables', () => {
    expect(previewRow(cities, 0, [])?.params).toEqual({ row: '0' });
  });

  it('are none for a row the datasource does not have', () => {
    expect(previewRow(cities, 3, ['title'])).toBeNull();
    expect(previewRow(cities, -1, ['title'])).toBeNull();
    expect(previewRow(cities, 0.5, ['title'])).toBeNull();
    expect(previewRow({ ...cities, values: undefined }, 0, ['title'])).toBeNull();
  });

  it('read one row of a large datasource', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => [`city ${i}`, `title ${i}`]);
    const big: PreviewRowSource = { columns: ['city', 'title'], values, key_column: 'city' };
    expect(previewRowCount(big)).toBe(20_000);
    expect(previewRow(big, 15_000, ['title'])).toEqual({
      row: 15_000,
      label: 'Row 15001: city 15000',
      params: { title: 'title 15000', row: '15000' },
    });
  });
});

describe('the label of a preview row', () => {
  it('counts from 1 and names the key column value', () => {
    expect(previewRowLabel(cities, 0)).toBe('Row 1: Lisbon');
    expect(previewRow(cities, 2, [])?.label).toBe('Row 3: Rome');
  });

  it('reads the key column when the keys are not listed', () => {
    expect(previewRowLabel({ ...cities, keys: undefined }, 1)).toBe('Row 2: Paris');
  });

  it('is the number alone without a key column', () => {
    expect(previewRowLabel(unkeyed, 1)).toBe('Row 2');
  });
});

describe('keeping a row number within the rows', () => {
  it('clamps to the first and last row', () => {
    expect(clampPreviewRow(-4, 3)).toBe(0);
    expect(clampPreviewRow(7, 3)).toBe(2);
    expect(clampPreviewRow(1, 3)).toBe(1);
    expect(clampPreviewRow(Number.NaN, 3)).toBe(0);
    expect(clampPreviewRow(2, 0)).toBe(0);
  });
});
