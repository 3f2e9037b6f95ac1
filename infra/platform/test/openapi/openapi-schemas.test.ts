import { describe, expect, it } from 'vitest';
import { nameProblem } from '@reelforge/model';
import { documentParams, documentSchema, nameRulePattern } from '../../src/plugins/openapi-schemas.ts';
import { MEDIA_SCHEMES, securityOf, SIGN_IN_SCHEMES } from '../../src/plugins/openapi-security.ts';

describe('the name rule in the document', () => {
  it('becomes maxLength, a pattern, words and x-name-rule, deep inside a schema', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 300, nameRule: { maxLength: 200, maxBytes: 255 } } },
    };
    const documented = documentSchema(schema);
    expect(documented.properties.name).toEqual({
      type: 'string',
      maxLength: 200,
      pattern: nameRulePattern(true),
      description: expect.stringContaining('at most 255 bytes in UTF-8'),
      'x-name-rule': { maxLength: 200, maxBytes: 255 },
    });
    expect(JSON.stringify(documented)).not.toContain('"nameRule"');
    // The route's own schema is left as it was.
    expect(schema.properties.name.nameRule).toEqual({ maxLength: 200, maxBytes: 255 });
  });

  it('keeps a pattern a schema has already', () => {
    const documented: Record<string, unknown> = documentSchema({
      type: 'string',
      pattern: '^[a-z]+$',
      nameRule: { pathSegment: false },
    });
    expect(documented.pattern).toBe('^[a-z]+$');
    expect(documented.description).not.toContain('no / or');
  });

  it('refuses what the rule refuses that a pattern can say, and takes what it takes', () => {
    const samples = [
      'movie',
      'A movie 2',
      '...',
      '.hidden',
      'a..b',
      '',
      '  ',
      '.',
      ' .. ',
      'a/b',
      'a\\b',
      'a\u0007b',
      'a\u2066b',
      'x\u009f',
    ];
    for (const pathSegment of [true, false]) {
      const pattern = new RegExp(nameRulePattern(pathSegment), 'u');
      for (const sample of samples)
        expect(pattern.test(sample), `${JSON.stringify(sample)} ${pathSegment}`).toBe(
          !nameProblem(sample, { pathSegment }),
        );
    }
  });
});

describe('path parameters in the document', () => {
  it('adds the region with the regions that serve the route, names the wildcard and fills the rest', () => {
    const params = documentParams(
      { type: 'object', properties: { '*': { type: 'string' } }, required: ['*'] },
      ['region', 'prjuid', 'path'],
      ['eu-west-1', 'us-east-1'],
    );
    expect(params.properties).toEqual({
      region: { type: 'string', enum: ['eu-west-1', 'us-east-1'], description: 'The region.' },
      path: { type: 'string', description: 'The rest of the address, slashes included.' },
      prjuid: { type: 'string' },
    });
    expect(params.required).toEqual(['region', 'path', 'prjuid']);
  });
});

describe('security in the document', () => {
  it('lets any sign-in scheme in, API keys but to admins and the accounts service, and the media cookie on file reads only', () => {
    const signIn = Object.keys(SIGN_IN_SCHEMES).map((name) => ({ [name]: [] }));
    expect(signIn).toEqual([{ istoken: [] }, { apiKey: [] }]);
    expect(securityOf('public')).toBeUndefined();
    expect(securityOf('user')).toEqual(signIn);
    expect(securityOf('user-or-playground')).toEqual(signIn);
    expect(securityOf('admin')).toEqual([{ istoken: [] }]);
    expect(securityOf('account')).toEqual([{ istoken: [] }]);
    expect(securityOf('media')).toEqual([...signIn, ...Object.keys(MEDIA_SCHEMES).map((name) => ({ [name]: [] }))]);
  });
});
