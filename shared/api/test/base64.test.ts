import { describe, expect, it } from 'vitest';
import { toBase64 } from '../src/index.js';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

describe('base64', () => {
  it('encodes long binary data', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
