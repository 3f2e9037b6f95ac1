import { describe, expect, it } from 'vitest';
import { demoFromEnv } from '../../src/config/demo.ts';

const POSTGRES = 'postgres://reelforge:secret@db:5432/reelforge';

describe('demoFromEnv', () => {
  it('seeds the embedded start by default, and a deployment with DATABASE_URL only when REELFORGE_DEMO forces it', () => {
    expect(demoFromEnv({})).toBe(true);
    expect(demoFromEnv({ DATABASE_URL: '  ' })).toBe(true);
    expect(demoFromEnv({ DATABASE_URL: POSTGRES })).toBe(false);
    expect(demoFromEnv({ DATABASE_URL: POSTGRES, REELFORGE_DEMO: '1' })).toBe(true);
    expect(demoFromEnv({ DATABASE_URL: POSTGRES, REELFORGE_DEMO: 'true' })).toBe(true);
    expect(demoFromEnv({ DATABASE_URL: POSTGRES, REELFORGE_DEMO: '0' })).toBe(false);
  });

  it('leaves the demo out of the embedded start with REELFORGE_DEMO=0 and refuses other values naming the variable', () => {
    for (const value of ['0', 'false', 'no', 'off', 'OFF'])
      expect(demoFromEnv({ REELFORGE_DEMO: value }), value).toBe(false);
    expect(demoFromEnv({ REELFORGE_DEMO: '' })).toBe(true);
    for (const value of ['2', 'maybe', 'demo'])
      expect(() => demoFromEnv({ REELFORGE_DEMO: value })).toThrow(/REELFORGE_DEMO must be true or false/);
  });
});
