import { describe, expect, it } from 'vitest';
import { lintScript } from '../src/script-lint.js';

describe('script lint', () => {
  it('passes ES2015+ scripts', () => {
    expect(lintScript('')).toEqual([]);
    expect(
      lintScript(
        'const f = (a, ...rest) => `${a}${rest.length}`;\nclass A { static x = 1; }\nfunction prerender(movie) { return f(1, 2) && movie; }',
      ),
    ).toEqual([]);
    expect(
      lintScript(
        'function prerender(movie, params, { row }) {\n  let { a, ...b } = row;\n  const c = a?.d ?? 2;\n  return [...Object.keys(b), c];\n}',
      ),
    ).toEqual([]);
  });

  it('refuses what the sandbox cannot evaluate: modules and a top-level return', () => {
    expect(lintScript('return 1;')).toEqual([{ line: 1, column: 1, message: "'return' outside of function" }]);
    expect(lintScript("import x from 'fs';")[0]?.line).toBe(1);
    expect(lintScript('export default 1;')).toHaveLength(1);
  });

  it('reports what stops the parse at its line and 1-based column', () => {
    expect(lintScript('const a = 1;\nlet b = ;')).toEqual([{ line: 2, column: 9, message: 'Unexpected token' }]);
    expect(lintScript('function f( {\n}')).toHaveLength(1);
    expect(lintScript('const x = 1;\nconst x = 2;')[0]).toMatchObject({
      line: 2,
      message: "Identifier 'x' has already been declared",
    });
  });

  it('reports unterminated strings and unclosed blocks', () => {
    expect(lintScript("const s = 'abc")[0]).toMatchObject({ line: 1, message: 'Unterminated string constant' });
    expect(lintScript('if (a) {\n  b();\n')).toHaveLength(1);
  });
});
