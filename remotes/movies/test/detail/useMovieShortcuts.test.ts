import { describe, expect, it } from 'vitest';
import { shortcutLabel, shortcutOf } from '../../src/detail/useMovieShortcuts.js';

const keys = (key: string, held: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key,
  ctrlKey: held.ctrl ?? false,
  metaKey: held.meta ?? false,
  shiftKey: held.shift ?? false,
  altKey: held.alt ?? false,
});

describe('the movie editor’s shortcuts', () => {
  it('undo with ctrl or cmd and Z; redo with shift as well, or with Y; save with S', () => {
    expect(shortcutOf(keys('z', { ctrl: true }))).toBe('undo');
    expect(shortcutOf(keys('z', { meta: true }))).toBe('undo');
    expect(shortcutOf(keys('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(shortcutOf(keys('Z', { meta: true, shift: true }))).toBe('redo');
    expect(shortcutOf(keys('y', { ctrl: true }))).toBe('redo');
    expect(shortcutOf(keys('s', { ctrl: true }))).toBe('save');
    expect(shortcutOf(keys('S', { meta: true }))).toBe('save');
  });

  it('are nothing without ctrl or cmd, or with alt (AltGr types characters)', () => {
    expect(shortcutOf(keys('z'))).toBeNull();
    expect(shortcutOf(keys('s', { shift: true }))).toBeNull();
    expect(shortcutOf(keys('z', { ctrl: true, alt: true }))).toBeNull();
    expect(shortcutOf(keys('s', { ctrl: true, shift: true }))).toBeNull();
    expect(shortcutOf(keys('a', { ctrl: true }))).toBeNull();
  });

  it('are written as each system writes them', () => {
    expect(shortcutLabel('undo', false)).toBe('Ctrl+Z');
    expect(shortcutLabel('redo', false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel('save', false)).toBe('Ctrl+S');
    expect(shortcutLabel('undo', true)).toBe('⌘Z');
    expect(shortcutLabel('redo', true)).toBe('⇧⌘Z');
  });
});
