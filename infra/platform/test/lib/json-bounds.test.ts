import { describe, expect, it } from 'vitest';
import { jsonBoundsProblem } from '../../src/lib/json-bounds.ts';

const check = (text: string, maxDepth = 3, maxItems = 5) =>
  jsonBoundsProblem(Buffer.from(text), { maxDepth, maxItems });

describe('jsonBoundsProblem', () => {
  it('counts array elements and object members, not empty containers', () => {
    expect(check('[1,2,3,4,5]')).toBeUndefined();
    expect(check('[1,2,3,4,5,6]')).toMatch(/more than 5 array elements and object members/);
    expect(check('{"a":1,"b":[],"c":{},"d":2,"e":3}')).toBeUndefined();
    expect(check('{"a":1,"b":[0],"c":{},"d":2,"e":3}')).toMatch(/more than 5/);
    expect(check('[ [ ] , [ ] ]')).toBeUndefined();
    expect(check('[[],[],[],[],[],[]]')).toMatch(/more than 5/);
  });

  it('measures nesting of arrays and objects alike', () => {
    expect(check('[[{"a":[]}]]', 4)).toBeUndefined();
    expect(check('[[{"a":[]}]]', 3)).toMatch(/more than 3 deep/);
    expect(check('{"a":{"b":{"c":{}}}}', 3)).toMatch(/more than 3 deep/);
  });

  it('skips strings, escaped quotes and multi-byte characters included', () => {
    expect(check('["[[[[,,,,,,]]]]"]')).toBeUndefined();
    expect(check('["a\\"[[[[,,,,,,", "b"]')).toBeUndefined();
    expect(check('["\\\\",1,2,3,4]')).toBeUndefined();
    expect(check('["\\\\",1,2,3,4,5]')).toMatch(/more than 5/);
    expect(check('["€[[[[,,,,,,", "日本,,,,,,"]')).toBeUndefined();
  });

  it('leaves malformed text to the parser', () => {
    expect(check('[1,')).toBeUndefined();
    expect(check(']]]]')).toBeUndefined();
    expect(check('"unterminated [[[[')).toBeUndefined();
  });
});
