import { describe, expect, it } from 'vitest';
import { escapeHtml, formatBytes, messageOf } from '../src/index.js';

describe('formatBytes', () => {
  it('writes binary units by their names, one decimal dropped when it is 0', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(1000)).toBe('1000 bytes');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MiB');
    expect(formatBytes(1024 * 1024)).toBe('1 MiB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GiB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TiB');
  });

  it('adds the byte count when asked and the unit rounds it', () => {
    expect(formatBytes(5000, { exact: true })).toBe('4.9 KiB (5000 bytes)');
    expect(formatBytes(2 * 1024 ** 3, { exact: true })).toBe('2 GiB');
  });

  it('writes nothing for what is not a count', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes the characters that would open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain')).toBe('plain');
  });
});

describe('messageOf', () => {
  it('gives an Error’s message and anything else as text', () => {
    expect(messageOf(new Error('Forbidden'))).toBe('Forbidden');
    expect(messageOf('gone')).toBe('gone');
    expect(messageOf(404)).toBe('404');
  });
});
