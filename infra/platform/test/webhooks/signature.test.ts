import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../../src/webhooks/signature.ts';

describe('signatureHeader', () => {
  const secret = 'whsec_0123456789abcdefghijklmnopqrstuv';
  const body = '{"id":"e1","type":"ping"}';

  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed with the whole secret>', () => {
    const header = signatureHeader(secret, 1_800_000_000.75, body);
    const expected = createHmac('sha256', secret).update(`1800000000.${body}`).digest('hex');
    expect(header).toBe(`t=1800000000,v1=${expected}`);
  });

  it('changes with the time, the body and the secret', () => {
    const base = signatureHeader(secret, 1_800_000_000, body);
    expect(signatureHeader(secret, 1_800_000_001, body)).not.toBe(base);
    expect(signatureHeader(secret, 1_800_000_000, `${body} `)).not.toBe(base);
    expect(signatureHeader(`${secret}x`, 1_800_000_000, body)).not.toBe(base);
  });
});
