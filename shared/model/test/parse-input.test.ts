import { describe, expect, it } from 'vitest';
import { parseBoolean, parseFloatInput, parseInteger } from '../src/index.js';

describe('the boolean parser', () => {
  it.each(['t', 'T', 'true', 'True', '1', 'yes', 'YES'])('accepts %s as true', (word) => {
    expect(parseBoolean(word)).toBe(true);
  });

  it.each(['f', 'false', 'TRUE', 'Yes', '0', 'no', '', 'y', '2'])('reads %j as false', (word) => {
    expect(parseBoolean(word)).toBe(false);
  });

  it('takes real booleans and numbers at their word', () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean(false)).toBe(false);
    expect(parseBoolean(1)).toBe(true);
    expect(parseBoolean(0)).toBe(false);
    expect(parseBoolean(null)).toBe(false);
  });
});

describe('number inputs', () => {
  it('reads whole numbers and rejects anything else', () => {
    expect(parseInteger(' 42 ')).toBe(42);
    expect(parseInteger('-7')).toBe(-7);
    expect(parseInteger('4.5')).toBeUndefined();
    expect(parseInteger('12abc')).toBeUndefined();
    expect(parseInteger('')).toBeUndefined();
    expect(parseInteger('99999999999999999999')).toBeUndefined();
  });

  it('reads decimals and rejects text', () => {
    expect(parseFloatInput('2.5')).toBe(2.5);
    expect(parseFloatInput('.5')).toBe(0.5);
    expect(parseFloatInput('1e3')).toBe(1000);
    expect(parseFloatInput('abc')).toBeUndefined();
    expect(parseFloatInput('Infinity')).toBeUndefined();
  });
});
