import { describe, expect, it } from 'vitest';
import { areaName, PROJECT_SECTIONS, SECTION_NAMES } from '../src/index.js';

describe('areaName', () => {
  it('names every project page', () => {
    expect(Object.keys(SECTION_NAMES).sort()).toEqual(Object.keys(PROJECT_SECTIONS).sort());
  });

  it('uses the product’s names, not the internal keys', () => {
    expect(areaName('comps')).toBe('Motion tracking');
    expect(areaName('fx')).toBe('Effects');
    expect(areaName('errorlogs')).toBe('Error logs');
    expect(areaName('userfs')).toBe('User file store');
  });

  it('never shows an unknown key', () => {
    expect(areaName('toString')).toBe('This page');
    expect(areaName('templates')).toBe('This page');
  });
});
