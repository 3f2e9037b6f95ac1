import { describe, expect, it } from 'vitest';
import { withLogContext } from '../../src/lib/log-context.ts';
import { carriedContext, withCarriedContext } from '../../src/queue/carried-context.ts';

describe("a job's carried context", () => {
  it('travels with the data of a job queued in a request, and the work sees the data alone', () => {
    const queued = withLogContext({ reqId: 'r-1' }, () => withCarriedContext({ token: 'abc', frame: 3 }));
    expect(JSON.parse(JSON.stringify(queued))).toMatchObject({ token: 'abc', frame: 3 });
    expect(carriedContext(JSON.parse(JSON.stringify(queued)))).toEqual({
      data: { token: 'abc', frame: 3 },
      context: { reqId: 'r-1' },
      trace: undefined,
    });
  });

  it('is nothing outside any work, and the data is left as it is', () => {
    const data = { token: 'abc' };
    expect(withCarriedContext(data)).toBe(data);
    expect(carriedContext(data)).toEqual({ data, context: undefined, trace: undefined });
  });

  it('is dropped when what arrives is not one: the data still reaches the work', () => {
    const forged = { token: 'abc', _logContext: { reqId: 7 }, _trace: { traceparent: 'x'.repeat(600) } };
    expect(carriedContext(forged)).toEqual({ data: { token: 'abc' }, context: undefined, trace: undefined });
  });
});
