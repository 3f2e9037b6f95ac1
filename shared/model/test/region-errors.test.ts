import { describe, expect, it } from 'vitest';
import { TIMEOUT_STATUS, regionErrorMessage } from '../src/index.js';

describe('project list errors per region', () => {
  it('says a region that timed out is unavailable', () => {
    expect(regionErrorMessage('us-east-1', TIMEOUT_STATUS, '')).toBe('Timeout.  Region us-east-1 unavailable.');
  });

  it('prefixes other failures with the region and the status text', () => {
    expect(regionErrorMessage('eu-west-1', 500, 'Internal Server Error')).toBe('eu-west-1: Internal Server Error');
  });

  it('still says something when the status text is empty', () => {
    expect(regionErrorMessage('eu-west-1', 502, '')).toBe('eu-west-1: HTTP 502');
    expect(regionErrorMessage('eu-west-1', 0, '')).toBe('eu-west-1: Network error');
  });
});
