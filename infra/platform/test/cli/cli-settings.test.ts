import { describe, expect, it } from 'vitest';
import { cliSettings } from '../../src/cli/cli-settings.ts';

const KEY = `rfk_${'a'.repeat(40)}`;

describe("the command line's settings", () => {
  it('take the address and the key, localhost:8080 by default', () => {
    expect(cliSettings({ REELFORGE_API_KEY: KEY })).toEqual({ url: 'http://localhost:8080', apiKey: KEY });
    expect(cliSettings({ REELFORGE_URL: 'https://reelforge.example.com', REELFORGE_API_KEY: ` ${KEY} ` })).toEqual({
      url: 'https://reelforge.example.com',
      apiKey: KEY,
    });
  });

  it('take a sign-in token when there is no key, the key first when both are set', () => {
    expect(cliSettings({ REELFORGE_TOKEN: 'f'.repeat(64) })).toEqual({
      url: 'http://localhost:8080',
      token: 'f'.repeat(64),
    });
    expect(cliSettings({ REELFORGE_TOKEN: 'f'.repeat(64), REELFORGE_API_KEY: KEY })).toMatchObject({ apiKey: KEY });
  });

  it('say what to set', () => {
    expect(cliSettings({})).toEqual({ problem: expect.stringMatching(/^Set REELFORGE_API_KEY to an API key/) });
    expect(cliSettings({ REELFORGE_API_KEY: KEY, REELFORGE_URL: 'localhost' })).toEqual({
      problem: expect.stringMatching(/^REELFORGE_URL must be/),
    });
    expect(cliSettings({ REELFORGE_API_KEY: KEY, REELFORGE_URL: 'ftp://host' })).toEqual({
      problem: 'REELFORGE_URL must be an http or https address, not "ftp://host"',
    });
  });
});
