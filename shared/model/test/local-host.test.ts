import { describe, expect, it } from 'vitest';
import { isLocalHost } from '../src/index.js';

describe('local hosts', () => {
  it('are localhost and the loopback addresses only', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('[::1]')).toBe(true);
    expect(isLocalHost('console.example.com')).toBe(false);
  });
});
