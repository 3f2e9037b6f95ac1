import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryBarChart, TimeBarChart } from '../src/primitives/charts.js';

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the charts', () => {
  it('name a time chart by its caption and carry every bucket and count in its table', () => {
    render(
      <TimeBarChart
        caption="Renders over time"
        valueName="Renders"
        buckets={[
          { start: 1_700_000_000, count: 2 },
          { start: 1_700_000_030, count: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Renders over time' })).toBeTruthy();
    expect(rowsOf('Renders over time')).toEqual([
      ['2023-11-14 22:13:20', '2'],
      ['2023-11-14 22:13:50', '0'],
    ]);
  });

  it('write bucket times as asked', () => {
    render(
      <TimeBarChart
        caption="Renders"
        valueName="Renders"
        buckets={[{ start: 60, count: 1 }]}
        formatTime={(s) => `${s / 60} min`}
      />,
    );
    expect(rowsOf('Renders')).toEqual([['1 min', '1']]);
  });

  it('give one row a category with its header', () => {
    render(
      <CategoryBarChart
        caption="Renders by region"
        categoryName="Region"
        valueName="Renders"
        categories={[
          { label: 'eu-west-1', value: 3 },
          { label: 'us-east-1', value: 1 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Renders by region' });
    expect(within(table).getByRole('columnheader', { name: 'Region' })).toBeTruthy();
    expect(rowsOf('Renders by region')).toEqual([
      ['eu-west-1', '3'],
      ['us-east-1', '1'],
    ]);
  });

  it('say calmly that there is no data, with no table', () => {
    render(<CategoryBarChart caption="Renders by region" categoryName="Region" valueName="Renders" categories={[]} />);
    const figure = screen.getByRole('figure', { name: 'Renders by region' });
    expect(figure.textContent).toContain('No data');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
