import { describe, expect, it } from 'vitest';
import {
  areaForPath,
  byRegionTarget,
  carriesToken,
  isProjectSection,
  loginUrl,
  parseFxType,
  projectPath,
  sectionOffered,
} from '../src/index.js';

const known = ['eu-west-1', 'us-east-1', 'eu-original-1'];

describe('/byregion', () => {
  it('goes to the last-used region for $last or no region', () => {
    expect(byRegionTarget('$last', 'us-east-1', known)).toBe('us-east-1');
    expect(byRegionTarget(undefined, 'eu-original-1', known)).toBe('eu-original-1');
  });

  it('defaults to eu-west-1 without a remembered region', () => {
    expect(byRegionTarget(undefined, undefined, known)).toBe('eu-west-1');
    expect(byRegionTarget('$last', 'mars-1', known)).toBe('eu-west-1');
  });

  it('keeps a named known region', () => {
    expect(byRegionTarget('us-east-1', 'eu-west-1', known)).toBe('us-east-1');
  });
});

describe('the fxtype switch', () => {
  it('knows fxexpress, fxpro and mpx only', () => {
    expect(parseFxType('fxpro')).toBe('fxpro');
    expect(parseFxType('mpx')).toBe('mpx');
    expect(parseFxType('FXPRO')).toBeUndefined();
    expect(parseFxType(null)).toBeUndefined();
  });
});

describe('project routes', () => {
  it('lead to a section of a project', () => {
    expect(projectPath('us-east-1', 'abc')).toBe('/projects/us-east-1/abc/videos');
    expect(isProjectSection('batch')).toBe(true);
    expect(isProjectSection('toString')).toBe(false);
  });
});

describe('the istoken header', () => {
  const origin = 'https://console.reelforge.io';

  it('goes to the console origin, the product domain and localhost', () => {
    expect(carriesToken('/r/eu-west-1/api/v1/list/project/', origin, 'reelforge.io')).toBe(true);
    expect(carriesToken('https://api.reelforge.io/x', origin, 'reelforge.io')).toBe(true);
    expect(carriesToken('http://localhost:9000/x', origin, 'reelforge.io')).toBe(true);
  });

  it('never goes to other hosts', () => {
    expect(carriesToken('https://evil.example/x', origin, 'reelforge.io')).toBe(false);
    expect(carriesToken('https://notreelforge.io/x', origin, 'reelforge.io')).toBe(false);
    expect(carriesToken('https://evil.example/x', origin, '')).toBe(false);
  });

  it('sends the login page the return address', () => {
    expect(loginUrl('/accounts/', 'http://localhost:8080/projects?x=1')).toBe(
      '/accounts/login?return=http%3A%2F%2Flocalhost%3A8080%2Fprojects%3Fx%3D1',
    );
  });
});

describe('the area an address opens', () => {
  it('is the projects area for the lists', () => {
    expect(areaForPath('/projects')).toBe('projects');
    expect(areaForPath('/byregion/us-east-1/projects')).toBe('projects');
  });

  it('is the owner of a project section, videos by default', () => {
    expect(areaForPath('/projects/eu-west-1/abc/movies')).toBe('movies');
    expect(areaForPath('/projects/eu-west-1/abc/batch/123')).toBe('batch');
    expect(areaForPath('/projects/eu-west-1/abc')).toBe('assets');
  });

  it('is none for pages without an area', () => {
    expect(areaForPath('/mpx')).toBeUndefined();
    expect(areaForPath('/')).toBeUndefined();
  });
});

describe('the project menu', () => {
  it('offers a section whose area is deployed, but not one whose page is still coming', () => {
    expect(sectionOffered('movies', true)).toBe(true);
    expect(sectionOffered('stories', true)).toBe(true);
    expect(sectionOffered('scripts', true)).toBe(true);
    expect(sectionOffered('movies', false)).toBe(false);
    const coming = new Set(['stories'] as const);
    expect(sectionOffered('stories', true, coming)).toBe(false);
    expect(sectionOffered('scripts', true, coming)).toBe(true);
    expect(sectionOffered('stories', false, new Set())).toBe(false);
  });

  it('offers XML templates, effects and motion-tracking compositions once the templates area is deployed', () => {
    for (const section of ['xml', 'fx', 'comps'] as const) {
      expect(sectionOffered(section, true)).toBe(true);
      expect(sectionOffered(section, false)).toBe(false);
    }
  });
});
