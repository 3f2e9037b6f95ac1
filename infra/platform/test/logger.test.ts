import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/logger.ts';

const TOKEN = 'ab'.repeat(32);

describe('redactUrl', () => {
  it('masks token-like query values and bare tokens, keeping the rest readable', () => {
    expect(redactUrl(`/projects?token=${TOKEN}&fxtype=fxpro`)).toBe('/projects?token=[redacted]&fxtype=fxpro');
    expect(redactUrl(`/accounts/login?return=%2F%3Ftoken%3D${TOKEN}`)).toBe(
      '/accounts/login?return=%2F%3Ftoken%[redacted]',
    );
    expect(redactUrl('/x?password=hunter2')).toBe('/x?password=[redacted]');
    expect(redactUrl('/r/eu-west-1/api/v1/project/0123456789abcdef0123456789abcdef')).toBe(
      '/r/eu-west-1/api/v1/project/0123456789abcdef0123456789abcdef',
    );
  });
});
