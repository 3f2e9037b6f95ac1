import { describe, expect, it } from 'vitest';
import { flag, list, logLevel, port, wholeNumber } from '../../src/config/env.ts';

describe('environment settings', () => {
  it('reads whole numbers within their bounds and names the variable when one is wrong', () => {
    expect(wholeNumber({ N: ' 42 ' }, 'N')).toBe(42);
    expect(wholeNumber({ N: '' }, 'N')).toBeUndefined();
    expect(wholeNumber({}, 'N')).toBeUndefined();
    expect(() => wholeNumber({ N: '0' }, 'N')).toThrow('N must be a whole number from 1, got "0"');
    expect(() => wholeNumber({ N: '1.5' }, 'N')).toThrow(/^N must/);
    expect(() => wholeNumber({ N: 'ten' }, 'N')).toThrow(/^N must/);
    expect(() => port({ PORT: '70000' }, 'PORT')).toThrow('PORT must be a whole number from 0 to 65535, got "70000"');
    expect(port({}, 'PORT')).toBe(8080);
  });

  it('reads flags, lists and log levels', () => {
    expect(flag({ F: 'Yes' }, 'F')).toBe(true);
    expect(flag({ F: 'off' }, 'F')).toBe(false);
    expect(flag({}, 'F')).toBeUndefined();
    expect(() => flag({ F: 'maybe' }, 'F')).toThrow('F must be true or false, got "maybe"');
    expect(list({ L: ' a.example, ,b.example ' }, 'L')).toEqual(['a.example', 'b.example']);
    expect(list({}, 'L')).toEqual([]);
    expect(logLevel({}, 'LOG_LEVEL')).toBe('info');
    expect(() => logLevel({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL')).toThrow(/LOG_LEVEL must be one of/);
  });
});
