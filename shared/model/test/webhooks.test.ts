import { describe, expect, it } from 'vitest';
import {
  orderedWebhookEvents,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_PATTERN,
  webhookEventsProblem,
  webhookUrlProblem,
} from '../src/webhooks.js';

describe('webhookUrlProblem', () => {
  it('takes absolute http and https addresses up to 2048 characters', () => {
    for (const url of [
      'https://example.com/hooks',
      'http://127.0.0.1:9000/x?y=1',
      'https://[2001:db8::1]/in',
      `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`,
    ])
      expect(webhookUrlProblem(url), url).toBeUndefined();
  });

  it('refuses empty, long, relative, other schemes and credentials', () => {
    expect(webhookUrlProblem('')).toMatch(/Give the address/);
    expect(webhookUrlProblem('   ')).toMatch(/Give the address/);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2048)}`)).toMatch(/at most 2048 characters, not 2068/);
    expect(webhookUrlProblem('/hooks')).toMatch(/not a URL/);
    expect(webhookUrlProblem('example.com/hooks')).toMatch(/not a URL/);
    expect(webhookUrlProblem('ftp://example.com/x')).toMatch(/https:\/\/ or http:\/\/, not ftp:\/\//);
    expect(webhookUrlProblem('javascript:alert(1)')).toMatch(/not javascript:/);
    expect(webhookUrlProblem('https://user:pass@example.com/')).toMatch(/user name or password/);
    expect(webhookUrlProblem(' https://example.com/')).toMatch(/spaces/);
  });
});

describe('webhookEventsProblem', () => {
  it('takes one or more known events', () => {
    expect(webhookEventsProblem(['render.succeeded'])).toBeUndefined();
    expect(webhookEventsProblem([...WEBHOOK_EVENTS])).toBeUndefined();
  });

  it('refuses none and unknown ones, naming them', () => {
    expect(webhookEventsProblem([])).toMatch(/at least one/);
    expect(webhookEventsProblem(['render.succeeded', 'ping', 'x'])).toMatch(/Unknown event ping, x/);
  });
});

describe('the events', () => {
  it('each have a label, and are put in their order once each', () => {
    for (const event of WEBHOOK_EVENTS) expect(WEBHOOK_EVENT_LABELS[event]).toBeTruthy();
    expect(orderedWebhookEvents(['batch.run.finished', 'render.failed', 'render.failed', 'nope'])).toEqual([
      'render.failed',
      'batch.run.finished',
    ]);
  });

  it('have secrets of whsec_ and 32 URL-safe characters', () => {
    expect(WEBHOOK_SECRET_PATTERN.test(`whsec_${'aZ0_-'.repeat(6)}ab`)).toBe(true);
    expect(WEBHOOK_SECRET_PATTERN.test(`whsec_${'a'.repeat(31)}`)).toBe(false);
    expect(WEBHOOK_SECRET_PATTERN.test(`whsec_${'a'.repeat(31)}=`)).toBe(false);
  });
});
