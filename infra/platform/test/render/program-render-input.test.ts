import type { Movie } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { programStatusPath, programVariables, withOrigin } from '../../src/render/program-render-input.ts';

const movie: Movie = {
  variables: [
    { key: 'title', value: 'Hello' },
    { key: 'count', value: '1' },
  ],
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

describe("a program's variables", () => {
  it("are the movie's variables' values as text, and the datasource row", () => {
    expect(programVariables('sample', movie, { title: 'Hi', count: 3, row: 2 })).toEqual({
      title: 'Hi',
      count: '3',
      row: '2',
    });
    expect(programVariables('sample', movie, undefined)).toEqual({});
  });

  it('refuse a key the movie has no variable of, naming those it has', () => {
    expect(refusal(() => programVariables('sample', movie, { titel: 'Hi' }))).toEqual({
      status: 400,
      message: 'The movie sample has no variable "titel" (its variables are title, count)',
    });
    expect(refusal(() => programVariables('plain', {}, { title: 'Hi' }))).toEqual({
      status: 400,
      message: 'The movie plain has no variable "title" (it has no variables)',
    });
  });

  it('refuse a value that is not text, and variables that are not an object', () => {
    expect(refusal(() => programVariables('sample', movie, { title: { text: 'Hi' } }))).toEqual({
      status: 400,
      message: 'The value of title must be text',
    });
    expect(refusal(() => programVariables('sample', movie, ['Hi']))).toEqual({
      status: 400,
      message: 'variables must be an object of values by variable name',
    });
  });
});

describe("a program's render addresses", () => {
  it('follow the region API', () =>
    expect(programStatusPath('us-east-1', 'p1', 't1')).toBe('/r/us-east-1/api/v1/project/p1/renders/t1'));

  it('are made absolute on where the platform was reached', () =>
    expect(
      withOrigin(
        { token: 't', statusUrl: '/r/eu-west-1/api/s', resultUrl: '/r/eu-west-1/render/v2/render/t.mp4' },
        'https://reelforge.example.com',
      ),
    ).toEqual({
      token: 't',
      statusUrl: 'https://reelforge.example.com/r/eu-west-1/api/s',
      resultUrl: 'https://reelforge.example.com/r/eu-west-1/render/v2/render/t.mp4',
    }));
});
