import { describe, expect, it } from 'vitest';
import { editorBase, fxEditorUrl, httpUrl, tokenLoginTarget, tokenLoginUrl, trackerUrl } from '../src/index.js';

const INPUT = {
  region: 'eu-west-1',
  prjuid: 'p1',
  compid: 'Intro & outro',
  name: 'Intro & outro',
  token: 'ab12',
  configURL: 'https://feed.example.com/a?b=c',
  ds: 'people.csv',
};

describe('editor addresses', () => {
  it('are absolute http(s) addresses only', () => {
    expect(httpUrl(' https://fx.example.com/pro ')?.href).toBe('https://fx.example.com/pro');
    for (const bad of [
      '',
      '  ',
      '/fx',
      'fx.example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x',
      'http://',
    ])
      expect(httpUrl(bad), bad).toBeUndefined();
    expect(editorBase({ fxpro: 'https://a/' }, 'fxexpress')).toBeUndefined();
    expect(editorBase(null, 'tracker')).toBeUndefined();
  });

  it('open a composition with region, prjuid, compid, name, token, configURL and ds in the query', () => {
    const link = fxEditorUrl({ fxpro: 'https://fx.example.com/pro/?lang=en' }, 'fxpro', INPUT);
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe('https://fx.example.com/pro/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en', ...INPUT });
    expect(fxEditorUrl({ fxpro: 'https://fx.example.com/' }, 'fxexpress', INPUT)).toBeUndefined();
    expect(fxEditorUrl({ fxexpress: 'javascript:alert(1)' }, 'fxexpress', INPUT)).toBeUndefined();
  });

  it('open a video in the tracker with region, prjuid, vuid, name, compid and token', () => {
    const link = trackerUrl(
      { tracker: 'https://tracker.example.com/app' },
      { region: 'eu-west-1', prjuid: 'p1', vuid: 'v1', name: 'clip.mp4', compid: 'ball', token: 't' },
    );
    expect(Object.fromEntries(new URL(link!).searchParams)).toEqual({
      region: 'eu-west-1',
      prjuid: 'p1',
      vuid: 'v1',
      name: 'clip.mp4',
      compid: 'ball',
      token: 't',
    });
    expect(trackerUrl({}, { region: 'r', prjuid: 'p', vuid: 'v', name: 'n', compid: '', token: 't' })).toBeUndefined();
  });

  it("go through the media host's token login", () => {
    const link = tokenLoginUrl('/r/eu-west-1/iv/', 'tok', 'https://tracker.example.com/app?x=1&y=2');
    expect(link.startsWith('/r/eu-west-1/iv/tokenlogin?')).toBe(true);
    const query = new URL(link, 'http://h').searchParams;
    expect(query.get('token')).toBe('tok');
    expect(query.get('next')).toBe('https://tracker.example.com/app?x=1&y=2');
  });
});

describe('where token login may go', () => {
  const TRACKER = 'https://tracker.example.com/app/';
  it("a path of this host, or the tracker's origin", () => {
    expect(tokenLoginTarget('/projects?a=1', TRACKER)).toBe('/projects?a=1');
    expect(tokenLoginTarget('/projects', undefined)).toBe('/projects');
    expect(tokenLoginTarget('https://tracker.example.com/other?x=1', TRACKER)).toBe(
      'https://tracker.example.com/other?x=1',
    );
  });

  it('nowhere else', () => {
    const attacks = [
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      '/\r\n/evil.com',
      ' /x',
      '/x\u0000',
      'https://evil.com',
      'https://tracker.example.com.evil.com/',
      'https://tracker.example.com@evil.com/',
      'https://a:b@tracker.example.com/',
      'http://tracker.example.com/',
      'https://tracker.example.com:444/',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'evil.com',
      'projects',
      '',
      null,
      undefined,
    ];
    for (const next of attacks) expect(tokenLoginTarget(next, TRACKER), JSON.stringify(next)).toBeUndefined();
    expect(tokenLoginTarget('https://tracker.example.com/app/', undefined)).toBeUndefined();
    expect(tokenLoginTarget('https://tracker.example.com/app/', 'not a url')).toBeUndefined();
  });
});
