import { afterEach, describe, expect, it } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { movieToSave } from '../../src/edit/save.js';
import { VariablesTab } from '../../src/variables/VariablesTab.js';
import { assetList, byLabel, byRole, cleanup, click, fill, queryRole, render } from '../dom.js';
import { WithMovie, type Watched } from '../tab-props.js';

afterEach(cleanup);

describe('the variables tab', () => {
  it('adds a variable and edits its key, value and default', async () => {
    const watched = {} as Watched;
    const page = await render(<WithMovie tab={VariablesTab} watched={watched} />);
    await click(byRole(page, 'button', 'Add variable'));
    const row = byRole(page, 'row', 'Variable 1');
    await fill(byLabel(row, 'Key'), 'title');
    await fill(byLabel<HTMLTextAreaElement>(row, 'Value'), 'Two\nlines');
    await fill(byLabel<HTMLTextAreaElement>(row, 'Default value'), 'Hi');
    expect(watched.current.variables).toEqual([{ key: 'title', type: 'MAP', valuetype: 'string', value: 'Two\nlines', defaultvalue: 'Hi' }]);
    // The save keeps the newline escape.
    expect(movieToSave(watched.current).variables?.[0]?.value).toBe('Two\\nlines');
  });

  it('stores points without their spaces', async () => {
    const watched = {} as Watched;
    const page = await render(<WithMovie tab={VariablesTab} watched={watched} initial={{ ...blankMovie(), variables: [{ key: 'path' }] }} />);
    const row = () => byRole(page, 'row', 'Variable 1');
    await fill(byLabel<HTMLSelectElement>(row(), 'Value type'), 'points');
    await fill(byLabel(row(), 'Value'), '10, 20; 30, 40');
    expect(movieToSave(watched.current).variables?.[0]).toMatchObject({ valuetype: 'points', value: '10,20;30,40' });
  });

  it('shows datasource, column and default row for DATASOURCE variables, the format for FORMAT ones', async () => {
    const watched = {} as Watched;
    const page = await render(<WithMovie tab={VariablesTab} watched={watched} assets={assetList({ Datasources: ['people.csv'] })} initial={{ ...blankMovie(), variables: [{ key: 'name' }] }} />);
    const row = () => byRole(page, 'row', 'Variable 1');
    expect(row().querySelector('[aria-label="Datasource"]')).toBeNull();
    await fill(byLabel<HTMLSelectElement>(row(), 'Type'), 'DATASOURCE');
    await fill(byLabel<HTMLSelectElement>(row(), 'Datasource'), 'people.csv');
    await fill(byLabel(row(), 'Column'), 'first_name');
    await fill(byLabel(row(), 'Default row'), '2');
    expect(watched.current.variables?.[0]).toMatchObject({ type: 'DATASOURCE', datasource: 'people.csv', column: 'first_name', defaultrow: 2 });
    await fill(byLabel<HTMLSelectElement>(row(), 'Type'), 'FORMAT');
    await fill(byLabel(row(), 'Format'), 'Hello ${name}');
    expect(movieToSave(watched.current).variables?.[0]).toEqual({ key: 'name', type: 'FORMAT', format: 'Hello ${name}' });
  });

  it('flags a key used twice', async () => {
    const page = await render(<WithMovie tab={VariablesTab} initial={{ ...blankMovie(), variables: [{ key: 'a' }, { key: 'b' }] }} />);
    expect(queryRole(page, 'alert')).toBeNull();
    await fill(byLabel(byRole(page, 'row', 'Variable 2'), 'Key'), 'a');
    expect(byRole(page, 'alert').textContent).toContain('There is already a variable named a.');
  });

  it('removes a variable', async () => {
    const watched = {} as Watched;
    const page = await render(<WithMovie tab={VariablesTab} watched={watched} initial={{ ...blankMovie(), variables: [{ key: 'a' }, { key: 'b' }] }} />);
    await click(byRole(byRole(page, 'row', 'Variable 1'), 'button', 'Remove variable'));
    expect(watched.current.variables).toEqual([{ key: 'b' }]);
  });
});
