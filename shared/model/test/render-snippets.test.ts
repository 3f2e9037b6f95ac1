import { describe, expect, it } from 'vitest';
import {
  commandLineSnippet,
  curlSnippet,
  movieDefaults,
  movieFormat,
  nodeSnippet,
  rendersUrl,
  shellWord,
  type RenderTarget,
} from '../src/render-snippets.js';

const target: RenderTarget = {
  origin: 'https://reelforge.example.com',
  apiBase: '/r/eu-west-1/api',
  region: 'eu-west-1',
  prjuid: '0123456789abcdef0123456789abcdef',
  movie: 'sample',
  variables: { title: "Hello, it's me" },
  format: 'mp4',
};

describe("a movie's ready requests", () => {
  it('take each variable at its default, its value when it has none', () => {
    expect(
      movieDefaults([
        { key: 'title', value: 'Now', defaultvalue: 'Hello' },
        { key: 'city', value: 'Oslo' },
        { key: 'empty' },
        { value: 'no key' },
      ]),
    ).toEqual({ title: 'Hello', city: 'Oslo', empty: '' });
    expect(movieDefaults(undefined)).toEqual({});
  });

  it("render in the movie's own format", () => {
    expect(movieFormat('x264')).toBe('mp4');
    expect(movieFormat('vp8')).toBe('webm');
  });

  it("call the region's render call on the platform's address", () => {
    expect(rendersUrl(target)).toBe(
      'https://reelforge.example.com/r/eu-west-1/api/v1/project/0123456789abcdef0123456789abcdef/renders',
    );
    expect(rendersUrl({ ...target, apiBase: 'https://api.example.com/eu/' })).toBe(
      'https://api.example.com/eu/v1/project/0123456789abcdef0123456789abcdef/renders',
    );
  });

  it('quote for the shell only what needs it', () => {
    expect(shellWord('sample.mp4')).toBe('sample.mp4');
    expect(shellWord('my movie')).toBe("'my movie'");
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(shellWord('')).toBe("''");
  });

  it('hold no secret: the key is a placeholder', () => {
    for (const text of [curlSnippet(target), nodeSnippet(target), commandLineSnippet(target)]) {
      expect(text).not.toMatch(/rfk_|istoken/);
    }
    expect(curlSnippet(target)).toContain('Authorization: Bearer $REELFORGE_API_KEY');
    expect(nodeSnippet(target)).toContain('Bearer ${process.env.REELFORGE_API_KEY}');
  });

  it('send the movie and its variables in curl, quoted for the shell', () => {
    const curl = curlSnippet(target);
    expect(curl).toContain(
      'curl -X POST https://reelforge.example.com/r/eu-west-1/api/v1/project/0123456789abcdef0123456789abcdef/renders',
    );
    expect(curl).toContain(`-d '{"movie":"sample","variables":{"title":"Hello, it'\\''s me"}}'`);
    expect(curl).toContain('-H "Idempotency-Key: sample-$(date +%s)"');
    expect(curlSnippet({ ...target, movie: 'my "best" movie' })).toContain(
      'Idempotency-Key: my__best__movie-$(date +%s)',
    );
  });

  it('send them in Node, and write the file in the movie’s format', () => {
    const node = nodeSnippet(target);
    expect(node).toContain('body: JSON.stringify({"movie":"sample","variables":{"title":"Hello, it\'s me"}})');
    expect(node).toContain('await writeFile("sample.mp4"');
    expect(node).toContain("'Idempotency-Key': randomUUID()");
  });

  it('leave variables out of a movie that has none', () => {
    expect(curlSnippet({ ...target, variables: {} })).toContain(`-d '{"movie":"sample"}'`);
  });

  it('give the command line with the region, project, movie, each variable and the file', () => {
    expect(commandLineSnippet(target)).toBe(
      [
        '# In a clone of Reelforge, with REELFORGE_API_KEY set in the environment.',
        'REELFORGE_URL=https://reelforge.example.com pnpm reelforge render --region eu-west-1 \\',
        `  --project 0123456789abcdef0123456789abcdef --movie sample --var 'title=Hello, it'\\''s me' -o sample.mp4`,
      ].join('\n'),
    );
  });
});
