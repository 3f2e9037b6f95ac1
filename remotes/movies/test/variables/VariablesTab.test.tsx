import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { renderInConsole, retype } from '@reelforge/ui/testing';
import { movieToSave } from '../../src/edit/save.js';
import { VariablesTab } from '../../src/variables/VariablesTab.js';
import { assetList } from '../fixtures.js';
import { WithMovie, type Watched } from '../tab-props.js';

const row = (n: number) => within(screen.getByRole('row', { name: `Variable ${n}` }));

describe('the variables tab', () => {
  it('adds a variable and edits its key, value and default', async () => {
    const watched = {} as Watched;
    renderInConsole(<WithMovie tab={VariablesTab} watched={watched} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add variable' }));
    await retype(row(1).getByRole('textbox', { name: 'Key' }), 'title');
    await retype(row(1).getByRole('textbox', { name: 'Value' }), 'Two\nlines');
    await retype(row(1).getByRole('textbox', { name: 'Default value' }), 'Hi');
    expect(watched.current.variables).toEqual([
      { key: 'title', type: 'MAP', valuetype: 'string', value: 'Two\nlines', defaultvalue: 'Hi' },
    ]);
    // The save keeps the newline escape.
    expect(movieToSave(watched.current).variables?.[0]?.value).toBe('Two\\nlines');
  });

  it('stores points without their spaces', async () => {
    const watched = {} as Watched;
    renderInConsole(
      <WithMovie tab={VariablesTab} watched={watched} initial={{ ...blankMovie(), variables: [{ key: 'path' }] }} />,
    );
    await userEvent.selectOptions(row(1).getByRole('combobox', { name: 'Value type' }), 'points');
    await retype(row(1).getByRole('textbox', { name: 'Value' }), '10, 20; 30, 40');
    expect(movieToSave(watched.current).variables?.[0]).toMatchObject({ valuetype: 'points', value: '10,20;30,40' });
  });

  it('shows datasource, column and default row for DATASOURCE variables, the format for FORMAT ones', async () => {
    const watched = {} as Watched;
    renderInConsole(
      <WithMovie
        tab={VariablesTab}
        watched={watched}
        assets={assetList({ Datasources: ['people.csv'] })}
        initial={{ ...blankMovie(), variables: [{ key: 'name' }] }}
      />,
    );
    expect(row(1).queryByRole('combobox', { name: 'Datasource' })).toBeNull();
    await userEvent.selectOptions(row(1).getByRole('combobox', { name: 'Type' }), 'DATASOURCE');
    await userEvent.selectOptions(row(1).getByRole('combobox', { name: 'Datasource' }), 'people.csv');
    await retype(row(1).getByRole('textbox', { name: 'Column' }), 'first_name');
    await retype(row(1).getByLabelText('Default row'), '2');
    expect(watched.current.variables?.[0]).toMatchObject({
      type: 'DATASOURCE',
      datasource: 'people.csv',
      column: 'first_name',
      defaultrow: 2,
    });
    await userEvent.selectOptions(row(1).getByRole('combobox', { name: 'Type' }), 'FORMAT');
    await retype(row(1).getByRole('textbox', { name: 'Format' }), 'Hello ${name}');
    expect(movieToSave(watched.current).variables?.[0]).toEqual({
      key: 'name',
      type: 'FORMAT',
      format: 'Hello ${name}',
    });
  });

  it('flags a key used twice', async () => {
    renderInConsole(
      <WithMovie tab={VariablesTab} initial={{ ...blankMovie(), variables: [{ key: 'a' }, { key: 'b' }] }} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await retype(row(2).getByRole('textbox', { name: 'Key' }), 'a');
    expect(screen.getByRole('alert').textContent).toContain('There is already a variable named a.');
  });

  it('removes a variable', async () => {
    const watched = {} as Watched;
    renderInConsole(
      <WithMovie
        tab={VariablesTab}
        watched={watched}
        initial={{ ...blankMovie(), variables: [{ key: 'a' }, { key: 'b' }] }}
      />,
    );
    await userEvent.click(row(1).getByRole('button', { name: 'Remove variable' }));
    expect(watched.current.variables).toEqual([{ key: 'b' }]);
  });
});
