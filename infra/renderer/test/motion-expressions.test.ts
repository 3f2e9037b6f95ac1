import { ease, EASINGS, valueAtFrame, type Easing, type MotionKey } from '@reelforge/model';
import { describe, expect, it } from 'vitest';
import { FilterGraph } from '../src/filter-graph.js';
import { EASING_EXPRESSIONS, frameExpression, keysExpression } from '../src/motion-expressions.js';

/** Evaluates an ffmpeg expression of t the way ffmpeg's evaluator does, for the functions these use. */
function evaluate(expression: string, t: number): number {
  const js = expression.replace(/\bif\(/g, 'IF(').replace(/\bPI\b/g, 'Math.PI');
  const run = new Function('t', 'IF', 'lt', 'clip', 'round', `return ${js};`);
  return run(
    t,
    (c: number, a: number, b: number) => (c ? a : b),
    (a: number, b: number) => (a < b ? 1 : 0),
    (v: number, low: number, high: number) => Math.min(high, Math.max(low, v)),
    // ffmpeg's round is C's: halves away from zero.
    (v: number) => Math.sign(v) * Math.round(Math.abs(v)),
  ) as number;
}

describe('the ffmpeg expressions of keyframes give the model numbers', () => {
  it('each easing: the same curve as the model on 0..1', () => {
    for (const easing of EASINGS) {
      for (let i = 0; i <= 20; i++) {
        const p = i / 20;
        expect(evaluate(EASING_EXPRESSIONS[easing](`${p}`), 0), `${easing} at ${p}`).toBeCloseTo(
          easing === 'HOLD' ? 0 : ease(easing, p),
          12,
        );
      }
    }
  });

  it('at every frame of the chain, at 25 and at 30000/1001 fps, whatever frame the chain starts at', () => {
    const easings: Easing[] = ['LINEAR', 'EASE_IN', 'EASE_OUT', 'EASE_IN_OUT', 'HOLD', 'EASE_OUT', 'LINEAR'];
    const keys: MotionKey[] = easings.map((easing, i) => ({
      frame: 3 + i * 7 + (i % 3),
      value: [10, -40.5, 300, 7, 7, 120, -3][i]!,
      easing,
    }));
    for (const rate of [
      { num: 25, den: 1 },
      { num: 30000, den: 1001 },
    ]) {
      const g = new FilterGraph(rate);
      for (const first of [0, 5, -12, 30]) {
        const expression = keysExpression(keys, frameExpression(g, first));
        for (let k = 0; k < 70; k++) {
          const t = (k * rate.den) / rate.num;
          expect(evaluate(expression, t), `frame ${first + k} from ${first}`).toBeCloseTo(
            valueAtFrame(keys, first + k)!,
            9,
          );
        }
      }
    }
  });

  it('a balanced tree: 1,000 keys nest about 10 deep, and one value is a number', () => {
    const keys = Array.from({ length: 1000 }, (_, i) => ({ frame: i * 2, value: i % 7, easing: 'LINEAR' as const }));
    const expression = keysExpression(keys, 'f');
    let depth = 0;
    let most = 0;
    for (const char of expression) {
      if (char === '(') most = Math.max(most, ++depth);
      if (char === ')') depth--;
    }
    expect(most).toBeLessThan(40);
    expect(keysExpression([{ frame: 4, value: 2.5, easing: 'EASE_IN' }], 'f')).toBe('2.5');
  });
});
