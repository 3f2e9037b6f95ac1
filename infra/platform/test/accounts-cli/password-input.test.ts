import { describe, expect, it } from 'vitest';
import { passwordFromInput } from '../../src/accounts-cli/password-input.ts';

describe('passwordFromInput', () => {
  it('takes what was given less one line end, spaces kept', () => {
    expect(passwordFromInput('s3cret\n')).toEqual({ password: 's3cret' });
    expect(passwordFromInput('s3cret\r\n')).toEqual({ password: 's3cret' });
    expect(passwordFromInput(' two words \n\n')).toEqual({ password: ' two words \n' });
  });

  it('refuses an empty password and one longer than sign-in takes', () => {
    for (const input of ['', '\n', '\r\n'])
      expect(passwordFromInput(input), JSON.stringify(input)).toEqual({ problem: expect.stringMatching(/empty/) });
    expect(passwordFromInput('x'.repeat(1024))).toEqual({ password: 'x'.repeat(1024) });
    expect(passwordFromInput('x'.repeat(1025))).toEqual({ problem: expect.stringMatching(/at most 1024/) });
  });
});
