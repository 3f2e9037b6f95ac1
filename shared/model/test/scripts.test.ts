import { describe, expect, it } from 'vitest';
import { addScript, newScriptNameError, scriptSdk, withScriptSource } from '../src/index.js';

describe('scripts', () => {
  it('legacy scripts with an empty language and no sdk count as api', () => {
    expect(scriptSdk({})).toBe('api');
    expect(scriptSdk({ language: '' })).toBe('api');
    expect(scriptSdk({ sdk: 'fx' })).toBe('fx');
  });

  it('a new script needs a name no other script has', () => {
    expect(newScriptNameError('  ', [])).toBe('Enter a name for the script.');
    expect(newScriptNameError('pre', [{ name: 'pre' }])).toBe('There is already a script named pre.');
    expect(newScriptNameError('new', [{ name: 'pre' }])).toBeNull();
  });

  it('is added empty with its sdk, and its source replaced by name', () => {
    const list = addScript([{ name: 'a', src: 'x' }], ' b ', 'fx');
    expect(list).toEqual([
      { name: 'a', src: 'x' },
      { name: 'b', src: '', sdk: 'fx' },
    ]);
    expect(withScriptSource(list, 'b', 'y')[1]).toEqual({ name: 'b', src: 'y', sdk: 'fx' });
  });
});
