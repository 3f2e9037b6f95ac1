import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@reelforge/api/webhooks';
import { WEBHOOK_EVENTS } from '@reelforge/model';
import {
  deliveryWhen,
  eventsText,
  hookFormProblem,
  lastAnswer,
  readableDate,
} from '../../src/webhooks/webhook-text.js';

const base: WebhookDelivery = {
  Id: 'd',
  EventId: 'e',
  Event: 'ping',
  Status: 'pending',
  Tries: 0,
  LastStatus: null,
  LastError: null,
  NextTry: null,
  Created: '2031-01-02T10:00:00.000Z',
  Delivered: null,
};

describe('how the Webhooks page words things', () => {
  it('names every event at once, else each', () => {
    expect(eventsText([...WEBHOOK_EVENTS])).toBe('Every event');
    expect(eventsText(['render.failed', 'batch.row.failed'])).toBe('render.failed, batch.row.failed');
  });

  it('tells the last answer and when', () => {
    expect(lastAnswer(base)).toBe('Not tried yet');
    expect(lastAnswer({ ...base, Tries: 1 })).toBe('No answer');
    expect(lastAnswer({ ...base, Tries: 1, LastStatus: 200 })).toBe('200');
    expect(lastAnswer({ ...base, Tries: 2, LastStatus: 500, LastError: 'the endpoint answered 500' })).toBe(
      'the endpoint answered 500',
    );
    expect(deliveryWhen(base)).toBe('Waiting');
    expect(deliveryWhen({ ...base, NextTry: '2031-01-02T10:01:00.000Z' })).toMatch(/^Next try /);
    expect(deliveryWhen({ ...base, Status: 'failed' })).toBe('Given up');
    expect(deliveryWhen({ ...base, Status: 'delivered', Delivered: base.Created })).toMatch(/^Delivered /);
    expect(readableDate(null)).toBe('—');
    expect(readableDate('2031-01-02T10:00:00.000Z', '—', 'en-GB', 'UTC')).toBe('2 Jan 2031, 10:00');
  });

  it('checks the form as typed: the address once there is one, then the events', () => {
    expect(hookFormProblem('', ['render.failed'])).toBeNull();
    expect(hookFormProblem('https://a.example/', [])).toBe('Choose at least one event.');
    expect(hookFormProblem('nope', ['render.failed'])).toMatch(/not a URL/);
    expect(hookFormProblem('https://a.example/', ['render.failed'])).toBeNull();
  });
});
