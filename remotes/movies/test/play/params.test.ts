import { describe, expect, it } from 'vitest';
import { fieldValue, renderParams } from '../../src/play/params.js';

describe('the values a preview or export sends', () => {
  const variables = [
    { key: 'title', valuetype: 'string', value: 'Hello', defaultvalue: 'Default' },
    { key: 'subtitle', defaultvalue: 'Sub' },
    { key: 'path', valuetype: 'points', value: '0,0;1,1' },
    { value: 'no key' },
  ];

  it('start with each variable’s value, else its default', () => {
    expect(fieldValue(variables[0]!, {})).toBe('Hello');
    expect(fieldValue(variables[1]!, {})).toBe('Sub');
    expect(renderParams(variables, {})).toEqual({ title: 'Hello', subtitle: 'Sub', path: '0,0;1,1' });
  });

  it('take what the user typed, stored by the value type', () => {
    expect(renderParams(variables, { title: 'Line 1\nLine 2', path: '5, 5; 6, 6' })).toEqual({
      title: 'Line 1\\nLine 2',
      subtitle: 'Sub',
      path: '5,5;6,6',
    });
  });
});
