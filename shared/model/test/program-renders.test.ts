import { describe, expect, it } from 'vitest';
import {
  idempotencyKeyProblem,
  programRenderEnded,
  programRenderStatus,
  variablesFromArguments,
} from '../src/program-renders.js';

describe('Idempotency-Key', () => {
  it('takes 1 to 200 printable characters', () => {
    expect(idempotencyKeyProblem('a')).toBeUndefined();
    expect(idempotencyKeyProblem('order 42/line-7 ~!')).toBeUndefined();
    expect(idempotencyKeyProblem('x'.repeat(200))).toBeUndefined();
  });
  it('refuses an empty, a longer or an unprintable key, saying what it takes', () => {
    for (const key of ['', 'x'.repeat(201), 'tab\there', 'line\nbreak', 'café'])
      expect(idempotencyKeyProblem(key)).toBe(
        'Idempotency-Key must be 1 to 200 printable characters (ASCII 32 to 126)',
      );
  });
});

describe("a program's render status", () => {
  const url = 'http://localhost:8080/r/eu-west-1/render/v2/render/t.mp4';
  it('is queued or rendering with its progress', () => {
    expect(programRenderStatus('t', { state: 'queued', progress: 0 }, url)).toEqual({
      token: 't',
      status: 'queued',
      progress: 0,
    });
    expect(programRenderStatus('t', { state: 'rendering', progress: 0.25, session: 's' }, url)).toEqual({
      token: 't',
      status: 'rendering',
      progress: 0.25,
    });
  });
  it('keeps the progress between 0 and 1', () => {
    expect(programRenderStatus('t', { state: 'rendering', progress: 1.7 }, url).progress).toBe(1);
    expect(programRenderStatus('t', { state: 'rendering', progress: Number.NaN }, url).progress).toBe(0);
  });
  it('names the file once done', () =>
    expect(programRenderStatus('t', { state: 'done', progress: 0.9 }, url)).toEqual({
      token: 't',
      status: 'done',
      progress: 1,
      url,
    }));
  it('says why once failed', () => {
    expect(programRenderStatus('t', { state: 'failed', progress: 0, error: 'No such asset' }, url)).toEqual({
      token: 't',
      status: 'failed',
      progress: 0,
      reason: 'No such asset',
    });
    expect(programRenderStatus('t', { state: 'failed', progress: 0 }, url).reason).toBe('The render failed');
  });
  it('has ended when done or failed', () => {
    expect(programRenderEnded({ status: 'done' })).toBe(true);
    expect(programRenderEnded({ status: 'failed' })).toBe(true);
    expect(programRenderEnded({ status: 'rendering' })).toBe(false);
  });
});

describe('variables from the command line', () => {
  it('splits each at its first =, the last of one key winning', () =>
    expect(variablesFromArguments(['title=Hi', 'sum=1+1=2', 'empty=', 'title=Hello'])).toEqual({
      variables: { title: 'Hello', sum: '1+1=2', empty: '' },
    }));
  it('refuses an argument without a key', () => {
    expect(variablesFromArguments(['title'])).toEqual({ problem: '--var takes key=value, not "title"' });
    expect(variablesFromArguments(['=x'])).toEqual({ problem: '--var takes key=value, not "=x"' });
  });
});
