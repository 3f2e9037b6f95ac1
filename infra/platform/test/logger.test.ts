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

  it('masks the capabilities in paths: render tokens, preview ids and share ids', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(redactUrl(`/r/eu-west-1/render/v2/render/${id}.mp4?frame=3`)).toBe('/r/eu-west-1/render/v2/render/[redacted].mp4?frame=3');
    expect(redactUrl(`/r/eu-west-1/render/v2/get/${id}.png`)).toBe('/r/eu-west-1/render/v2/get/[redacted].png');
    expect(redactUrl(`/r/eu-west-1/render/v2/render/${id}/status`)).toBe('/r/eu-west-1/render/v2/render/[redacted]/status');
    expect(redactUrl(`/r/eu-west-1/preview/preview/v1/hls/${id}/index.m3u8`)).toBe('/r/eu-west-1/preview/preview/v1/hls/[redacted]/index.m3u8');
    expect(redactUrl(`/share-api/video/${id}.mp4`)).toBe('/share-api/video/[redacted].mp4');
    expect(redactUrl(`/share/player.html?id=${id}`)).toBe('/share/player.html?id=[redacted]');
    // POST /v2/render/{prjuid} has the same shape: its project uid is masked too, at little cost.
    expect(redactUrl(`/r/eu-west-1/render/v2/render/${id}`)).toBe('/r/eu-west-1/render/v2/render/[redacted]');
  });
});
