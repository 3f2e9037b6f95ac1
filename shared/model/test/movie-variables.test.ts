import { describe, expect, it } from 'vitest';
import { storedVariable, variableKeyError, variableStartValue } from '../src/index.js';

describe('a variable as it is saved', () => {
  it('keeps the newline escape in string values and defaults', () => {
    expect(
      storedVariable({ key: 'title', valuetype: 'string', value: 'Hello\nworld', defaultvalue: 'a\r\nb' }),
    ).toEqual({
      key: 'title',
      valuetype: 'string',
      value: 'Hello\\nworld',
      defaultvalue: 'a\\nb',
    });
  });

  it('removes the spaces of points values', () => {
    expect(
      storedVariable({ key: 'path', valuetype: 'points', value: '10, 20; 30, 40', defaultvalue: ' 1 ,2' }),
    ).toMatchObject({
      value: '10,20;30,40',
      defaultvalue: '1,2',
    });
  });

  it('keeps datasource, column and default row only for DATASOURCE variables', () => {
    const ds = {
      key: 'name',
      type: 'DATASOURCE' as const,
      datasource: 'people.csv',
      column: 'name',
      defaultrow: 2,
      format: 'x',
    };
    expect(storedVariable(ds)).toEqual({
      key: 'name',
      type: 'DATASOURCE',
      datasource: 'people.csv',
      column: 'name',
      defaultrow: 2,
    });
    expect(storedVariable({ ...ds, type: 'MAP' })).toEqual({ key: 'name', type: 'MAP' });
  });

  it('keeps the format text only for FORMAT variables', () => {
    expect(storedVariable({ key: 'greeting', type: 'FORMAT', format: 'Hello ${name}' })).toEqual({
      key: 'greeting',
      type: 'FORMAT',
      format: 'Hello ${name}',
    });
  });
});

describe('variable keys', () => {
  it('must not be empty', () => expect(variableKeyError(' ', [])).toBe('A variable needs a key.'));
  it('must not contain spaces or the format syntax', () => {
    expect(variableKeyError('my title', [])).not.toBeNull();
    expect(variableKeyError('${x}', [])).not.toBeNull();
  });
  it('must be unique in the movie', () =>
    expect(variableKeyError('title', ['title'])).toBe('There is already a variable named title.'));
  it('accepts a plain name', () => expect(variableKeyError('title_2', ['title'])).toBeNull());
});

describe('the value a variable starts with', () => {
  it('is its value, else its default, else empty', () => {
    expect(variableStartValue({ value: 'a', defaultvalue: 'b' })).toBe('a');
    expect(variableStartValue({ defaultvalue: 'b' })).toBe('b');
    expect(variableStartValue({})).toBe('');
  });
});
