import { describe, expect, it } from 'vitest';
import { REMAINING_UNKNOWN } from '@reelforge/model';
import {
  plainLine,
  progressBar,
  ProgressReporter,
  renderMoment,
  runMoment,
  terminalLine,
} from '../../src/cli/progress-line.ts';

const status = (state: 'queued' | 'rendering' | 'done' | 'failed', progress = 0) => ({
  token: 't',
  status: state,
  progress,
});

describe('a progress line', () => {
  it('draws a bar of the fraction done, within its ends', () => {
    expect(progressBar(0, 10)).toBe('[..........]');
    expect(progressBar(0.46, 10)).toBe('[#####.....]');
    expect(progressBar(1.5, 10)).toBe('[##########]');
    expect(progressBar(Number.NaN, 4)).toBe('[....]');
  });

  it('says where a render stands', () => {
    expect(terminalLine(renderMoment(status('queued')))).toBe(`${progressBar(0)} queued`);
    expect(terminalLine(renderMoment(status('rendering', 0.42)))).toBe(`${progressBar(0.42)} rendering 42%`);
    expect(renderMoment(status('done', 0.9))).toEqual({ words: 'done', fraction: 1 });
  });

  it('says where a run stands, without a bar until its rows are counted', () => {
    const base = { Id: 'q', state: 'running', total: 10, done: 3, failed: 1, remaining: 6 };
    expect(terminalLine(runMoment(base))).toBe(`${progressBar(0.4)} running: 3 done, 1 failed, 6 remaining`);
    expect(terminalLine(runMoment({ ...base, phase: 'computing', records: 20, compiled: 5 }))).toBe(
      'computing (5 of 20)',
    );
    expect(runMoment({ ...base, total: 0, remaining: REMAINING_UNKNOWN })).toEqual({
      words: 'running: waiting',
      fraction: undefined,
    });
  });

  it('prints a plain line when the state changes or another tenth is done', () => {
    const at = (progress: number) => renderMoment(status('rendering', progress));
    expect(plainLine(undefined, renderMoment(status('queued')))).toBe('queued');
    expect(plainLine(renderMoment(status('queued')), at(0.01))).toBe('rendering 1%');
    expect(plainLine(at(0.01), at(0.05))).toBeUndefined();
    expect(plainLine(at(0.05), at(0.12))).toBe('rendering 12%');
    expect(plainLine(at(0.12), renderMoment(status('done')))).toBe('done');
  });

  it('redraws one line on a terminal and ends it; writes lines elsewhere', () => {
    let terminal = '';
    const tty = new ProgressReporter({ isTTY: true, write: (text: string) => (terminal += text) });
    tty.show(renderMoment(status('rendering', 0.5)));
    tty.show(renderMoment(status('done')));
    tty.end();
    expect(terminal).toBe(
      `\r${progressBar(0.5)} rendering 50%\r${progressBar(1)} done${' '.repeat('rendering 50%'.length - 'done'.length)}\n`,
    );
    let log = '';
    const plain = new ProgressReporter({ write: (text: string) => (log += text) });
    for (const progress of [0, 0.02, 0.5]) plain.show(renderMoment(status('rendering', progress)));
    plain.show(renderMoment(status('done')));
    plain.end();
    expect(log).toBe('rendering 0%\nrendering 50%\ndone\n');
  });
});
