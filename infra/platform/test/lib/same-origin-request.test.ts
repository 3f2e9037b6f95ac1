import { describe, expect, it } from 'vitest';
import { crossSiteReason } from '../../src/lib/same-origin-request.ts';

const HOST = 'reelforge.example.com';

describe('crossSiteReason', () => {
  it('passes same-origin and none, and refuses every other Sec-Fetch-Site whatever Origin says', () => {
    expect(crossSiteReason({ 'sec-fetch-site': 'same-origin' }, HOST)).toBeUndefined();
    expect(crossSiteReason({ 'sec-fetch-site': ' None ' }, HOST)).toBeUndefined();
    for (const site of ['same-site', 'cross-site', 'Cross-Site', '', 'x']) {
      expect(crossSiteReason({ 'sec-fetch-site': site, origin: `https://${HOST}` }, HOST), site).toMatch(
        /another site/,
      );
    }
  });

  it('without Sec-Fetch-Site, compares Origin and then Referer with the host, whatever the scheme and default port', () => {
    expect(crossSiteReason({}, HOST)).toBeUndefined();
    expect(crossSiteReason({ origin: `https://${HOST}` }, HOST)).toBeUndefined();
    expect(crossSiteReason({ origin: `http://${HOST}` }, `${HOST}:80`)).toBeUndefined();
    expect(crossSiteReason({ referer: `https://${HOST.toUpperCase()}/projects?x=1` }, HOST)).toBeUndefined();
    expect(crossSiteReason({ origin: `https://${HOST}`, referer: `https://${HOST}/a` }, HOST)).toBeUndefined();
  });

  it('refuses another host, a look-alike, a port of its own, an opaque origin and what is no address', () => {
    for (const origin of [
      'https://evil.example',
      `https://${HOST}.evil.example`,
      `https://uploads.${HOST}`,
      `https://${HOST}:8443`,
      'null',
      'file://',
      'garbage',
    ]) {
      expect(crossSiteReason({ origin }, HOST), origin).toMatch(/Origin/);
    }
    for (const referer of [
      'https://evil.example/',
      `https://evil.example/?${HOST}`,
      `https://${HOST}@evil.example/`,
      'about:blank',
      'no address',
    ]) {
      expect(crossSiteReason({ referer }, HOST), referer).toMatch(/Referer/);
    }
    expect(crossSiteReason({ origin: 'https://evil.example', referer: `https://${HOST}/` }, HOST)).toMatch(/Origin/);
    expect(crossSiteReason({ origin: `https://${HOST}`, referer: 'https://evil.example/' }, HOST)).toMatch(/Referer/);
    expect(crossSiteReason({ origin: `https://${HOST}` }, '')).toMatch(/Origin/);
  });
});
