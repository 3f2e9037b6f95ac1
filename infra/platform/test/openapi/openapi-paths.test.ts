import { describe, expect, it } from 'vitest';
import { AREAS, areaOf } from '../../src/plugins/openapi-areas.ts';
import { documentPath, isHiddenRoute, pathParamNames, regionPrefixOf } from '../../src/plugins/openapi-paths.ts';

const REGIONS = new Set(['eu-west-1', 'us-east-1']);

describe('a route in the API document', () => {
  it('writes its parameters the OpenAPI way, the wildcard as {path}', () => {
    expect(documentPath('/r/eu-west-1/api/v1/data/:prjuid/:name')).toBe('/r/eu-west-1/api/v1/data/{prjuid}/{name}');
    expect(documentPath('/r/eu-west-1/api/v1/tagproject/:prjuid/*')).toBe(
      '/r/eu-west-1/api/v1/tagproject/{prjuid}/{path}',
    );
    expect(documentPath('/regions/regions.json')).toBe('/regions/regions.json');
  });

  it('names its path parameters in order, written either way', () => {
    expect(pathParamNames('/r/x/render/v2/batch/:region/:routing')).toEqual(['region', 'routing']);
    expect(pathParamNames('/r/{region}/api/v1/userfs/data/*')).toEqual(['region', 'path']);
    expect(pathParamNames('/regions/auth.json')).toEqual([]);
  });

  it('finds the region prefix of an enabled region only', () => {
    expect(regionPrefixOf('/r/us-east-1/api/v1/list/project/', REGIONS)).toEqual({
      region: 'us-east-1',
      collapsed: '/r/{region}/api/v1/list/project/',
    });
    expect(regionPrefixOf('/r/mars-1/api/v1/list/project/', REGIONS)).toBeUndefined();
    expect(regionPrefixOf('/cdn/eu-west-1/a/b/c', REGIONS)).toBeUndefined();
  });

  it("leaves out the console's files and the pages people open, and nothing else", () => {
    for (const url of [
      '/*',
      '/remotes.json',
      '/remotes/:name/*',
      '/favicon.svg',
      '/accounts/login',
      '/share/player.html',
    ])
      expect(isHiddenRoute(url), url).toBe(true);
    expect(isHiddenRoute('/api/docs')).toBe(true);
    expect(isHiddenRoute('/api/docs/:file')).toBe(true);
    for (const url of [
      '/api/openapi.json',
      '/regions/regions.json',
      '/cdn/:prjuid/:runid/:filename',
      '/share-api/video/:file',
    ])
      expect(isHiddenRoute(url), url).toBe(false);
  });

  it('takes its area from its path', () => {
    expect(areaOf('/r/{region}/api/v1/list/project/')?.tag).toBe('Projects');
    expect(areaOf('/r/{region}/api/v1/sdlvariables/{prjuid}/{name}')?.tag).toBe('Movies');
    expect(areaOf('/r/{region}/iv/apps/api/v1/sdl/structure/{prjuid}')?.tag).toBe('Movies');
    expect(areaOf('/r/{region}/api/v1/tag')?.tag).toBe('Tags');
    expect(areaOf('/r/{region}/api/v1/trackdataversion/{prjuid}/{video}/{id}')?.tag).toBe('Tracking');
    expect(areaOf('/r/{region}/api/v1/internal/publish/{prjuid}')?.tag).toBe('Publishing');
    expect(areaOf('/r/{region}/api/v1/internal/copy/{prjuid}')?.tag).toBe('Admin');
    expect(areaOf('/accounts/auth/playground')?.tag).toBe('Playground');
    expect(areaOf('/accounts/auth/login')?.tag).toBe('Sign-in');
    expect(areaOf('/somewhere/else')).toBeUndefined();
    expect(new Set(AREAS.map((area) => area.tag)).size).toBe(AREAS.length);
  });
});
