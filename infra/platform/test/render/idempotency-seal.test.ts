import { describe, expect, it } from 'vitest';
import { keyDigest, openAnswer, requestFingerprint, sealAnswer } from '../../src/render/idempotency-seal.ts';

describe('an Idempotency-Key as stored', () => {
  it('is a digest, never the key', () => {
    expect(keyDigest('order-42')).toMatch(/^[0-9a-f]{64}$/);
    expect(keyDigest('order-42')).toBe(keyDigest('order-42'));
    expect(keyDigest('order-43')).not.toBe(keyDigest('order-42'));
    expect(keyDigest('order-42')).not.toContain('order');
  });

  it('fingerprints one request the same whatever the order of its fields', () => {
    const one = requestFingerprint({ prjuid: 'p', body: { movie: 'm', variables: { a: '1', b: '2' } } });
    expect(requestFingerprint({ body: { variables: { b: '2', a: '1' }, movie: 'm' }, prjuid: 'p' })).toBe(one);
    expect(requestFingerprint({ prjuid: 'p', body: { movie: 'm', variables: { a: '1', b: '3' } } })).not.toBe(one);
    expect(requestFingerprint({ prjuid: 'q', body: { movie: 'm', variables: { a: '1', b: '2' } } })).not.toBe(one);
    expect(requestFingerprint({ list: [1, 2] })).not.toBe(requestFingerprint({ list: [2, 1] }));
  });

  it('seals the answer so that only the same key opens it', () => {
    const answer = { token: 'a'.repeat(32), status: 'queued' };
    const sealed = sealAnswer('order-42', answer);
    expect(sealed).not.toContain('aaaa');
    expect(openAnswer('order-42', sealed)).toEqual(answer);
    expect(openAnswer('order-43', sealed)).toBeUndefined();
    const changed = Buffer.from(sealed, 'base64');
    changed[changed.length - 1]! ^= 1;
    expect(openAnswer('order-42', changed.toString('base64'))).toBeUndefined();
    expect(openAnswer('order-42', '')).toBeUndefined();
  });
});
