import { progressFraction, progressText, type BatchQueueStatus, REMAINING_UNKNOWN } from '@reelforge/model';
import type { ProgramRenderStatus } from '@reelforge/model/program-renders';

/**
 * How the command line shows a render's or a run's progress (docs/api.md, "The command line"):
 * on a terminal one line redrawn in place, a bar and its words; otherwise (a pipe, a log) a
 * plain line each time the state changes or another tenth is done.
 */

const WIDTH = 24;

/** A bar of `fraction` (0–1): `[#########...............]`. */
export function progressBar(fraction: number, width = WIDTH): string {
  const share = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const filled = Math.round(share * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

/** One moment of work as the line shows it: its words, its fraction when known. */
export interface ProgressMoment {
  words: string;
  fraction: number | undefined;
}

export function renderMoment(status: ProgramRenderStatus): ProgressMoment {
  const percent = Math.round(status.progress * 100);
  if (status.status === 'rendering') return { words: `rendering ${percent}%`, fraction: status.progress };
  if (status.status === 'done') return { words: 'done', fraction: 1 };
  if (status.status === 'failed') return { words: 'failed', fraction: status.progress };
  return { words: 'queued', fraction: 0 };
}

export function runMoment(status: BatchQueueStatus): ProgressMoment {
  if (status.phase === 'computing')
    return {
      words: `computing${status.records ? ` (${status.compiled ?? 0} of ${status.records})` : ''}`,
      fraction: undefined,
    };
  if (status.phase === 'uploading') return { words: 'uploading', fraction: undefined };
  const known = status.remaining !== REMAINING_UNKNOWN && status.total > 0;
  return {
    words: `${status.state}: ${known ? progressText(status) : 'waiting'}`,
    fraction: known ? progressFraction(status) : undefined,
  };
}

/** The terminal's line: the bar (or none while the fraction is unknown) and the words. */
export function terminalLine(moment: ProgressMoment): string {
  return moment.fraction === undefined ? moment.words : `${progressBar(moment.fraction)} ${moment.words}`;
}

/** The plain line to print now, or undefined when nothing worth a line changed since `last`. */
export function plainLine(last: ProgressMoment | undefined, moment: ProgressMoment): string | undefined {
  const tenth = (fraction: number | undefined) => (fraction === undefined ? -1 : Math.floor(fraction * 10));
  const state = (words: string) => words.split(/[ :]/)[0];
  if (last && state(last.words) === state(moment.words) && tenth(last.fraction) === tenth(moment.fraction))
    return undefined;
  return moment.words;
}

/** Writes moments to a stream: redrawn on a terminal, plain lines otherwise. */
export class ProgressReporter {
  private last: ProgressMoment | undefined;
  private drawn = 0;

  constructor(private readonly out: { write(text: string): unknown; isTTY?: boolean }) {}

  show(moment: ProgressMoment): void {
    if (this.out.isTTY) {
      const line = terminalLine(moment);
      this.out.write(`\r${line}${' '.repeat(Math.max(0, this.drawn - line.length))}`);
      this.drawn = line.length;
    } else {
      const line = plainLine(this.last, moment);
      if (line !== undefined) this.out.write(`${line}\n`);
    }
    this.last = moment;
  }

  /** Ends the terminal's line, so what is written next starts on its own. */
  end(): void {
    if (this.out.isTTY && this.drawn > 0) this.out.write('\n');
    this.drawn = 0;
  }
}
