import { describe, expect, it } from 'vitest';
import { exampleDescription, exampleName, exampleTitle } from '../src/playground.js';

describe('playground examples', () => {
  it('names and titles an example by its file name', () => {
    expect(exampleName('01-title-card.xml')).toBe('01-title-card');
    expect(exampleTitle('01-title-card.xml')).toBe('Title card');
    expect(exampleTitle('10-hd-settings.xml')).toBe('HD settings');
    expect(exampleTitle('points_variable.xml')).toBe('Points variable');
  });

  it('describes an example by its first comment before <movie>, spaces collapsed', () => {
    const text = '<?xml version="1.0"?>\n<!-- A title\n   and   a fade. -->\n<movie><!-- not this --></movie>';
    expect(exampleDescription(text)).toBe('A title and a fade.');
    expect(exampleDescription('<movie><!-- inside --></movie>')).toBe('');
    expect(exampleDescription('no movie at all <!-- x -->')).toBe('');
  });
});
