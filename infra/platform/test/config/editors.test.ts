import { describe, expect, it } from 'vitest';
import { editorsFromEnv, withEditors } from '../../src/config/editors.ts';

describe('the editors settings', () => {
  it('take absolute http(s) addresses, each optional', () => {
    expect(editorsFromEnv({})).toEqual({});
    expect(
      editorsFromEnv({
        FX_PRO_EDITOR_URL: ' https://fx.example.com/pro ',
        FX_EXPRESS_EDITOR_URL: '',
        TRACKER_URL: 'http://tracker.local:8090/app/?a=1',
      }),
    ).toEqual({ fxpro: 'https://fx.example.com/pro', tracker: 'http://tracker.local:8090/app/?a=1' });
  });

  it('stop the start naming the setting when a value is not one', () => {
    for (const value of ['/fx', 'fx.example.com', 'javascript:alert(1)', 'ftp://fx.example.com', 'https://']) {
      expect(() => editorsFromEnv({ TRACKER_URL: value }), value).toThrow(
        /^TRACKER_URL must be an absolute http or https address/,
      );
    }
    expect(() => editorsFromEnv({ FX_PRO_EDITOR_URL: 'nope' })).toThrow(/FX_PRO_EDITOR_URL/);
  });

  it('reach rebranding.json only when one is set', () => {
    const rebranding = { company_name: 'Reelforge' };
    expect(withEditors(rebranding, undefined)).toBe(rebranding);
    expect(withEditors(rebranding, {})).toBe(rebranding);
    expect(withEditors(rebranding, { fxexpress: 'https://x.example.com/' })).toEqual({
      company_name: 'Reelforge',
      editors: { fxexpress: 'https://x.example.com/' },
    });
  });
});
