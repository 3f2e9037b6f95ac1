import type { Rate } from '@reelforge/model';
import { num } from './colour.js';
import { escapeForGraph } from './escape.js';

/** One ffmpeg input: its options and the index of its file in `files`. */
export interface GraphInput {
  options: string[];
  file: number;
}

/**
 * A -filter_complex graph under construction, with the inputs it reads and every file it
 * needs (inputs and fonts), each once: the runner hands them over as /dev/fd/N.
 */
export class FilterGraph {
  readonly inputs: GraphInput[] = [];
  readonly files: string[] = [];
  private readonly statements: string[] = [];

  constructor(readonly rate: Rate) {}

  /** The index of a file among those handed to ffmpeg (added on first use). */
  file(path: string): number {
    const known = this.files.indexOf(path);
    if (known >= 0) return known;
    this.files.push(path);
    return this.files.length - 1;
  }

  /** Adds an input reading `path` and returns its index (`[index:v]`, `[index:a]`). */
  input(path: string, options: string[] = []): number {
    this.inputs.push({ options, file: this.file(path) });
    return this.inputs.length - 1;
  }

  /** `[in1][in2]filter,filter[out]`; a source filter has no inputs. */
  add(inputs: readonly string[], filters: readonly string[], output: string): string {
    this.addMany(inputs, filters, [output]);
    return output;
  }

  /** A chain ending in a filter with several outputs (`split`). */
  addMany(inputs: readonly string[], filters: readonly string[], outputs: readonly string[]): void {
    const labels = (list: readonly string[]) => list.map((l) => `[${l}]`).join('');
    this.statements.push(`${labels(inputs)}${filters.join(',')}${labels(outputs)}`);
  }

  toString(): string {
    return this.statements.join(';');
  }

  /** Seconds of `frames` at the movie's rate (floored to microseconds, as ffmpeg reads durations). */
  seconds(frames: number): string {
    const micro = Math.floor((Math.abs(frames) * this.rate.den * 1e6) / this.rate.num + 1e-6);
    const text = `${Math.floor(micro / 1e6)}.${String(micro % 1e6).padStart(6, '0')}`.replace(/\.?0+$/, '');
    return frames < 0 && micro > 0 ? `-${text}` : text;
  }

  /** One frame's duration as a timebase: frame N of a repeated picture is at pts N. */
  get frameDuration(): string {
    return `${this.rate.den}/${this.rate.num}`;
  }

  /** A setpts expression giving frame N its time at the movie's rate. */
  get frameTimes(): string {
    return this.rate.den === 1 ? `N/${this.rate.num}/TB` : `N*${this.rate.den}/${this.rate.num}/TB`;
  }

  /** The movie's frame rate as ffmpeg writes it. */
  get fps(): string {
    return this.rate.den === 1 ? String(this.rate.num) : `${this.rate.num}/${this.rate.den}`;
  }
}

/**
 * A part of another graph whose labels are its own: every label it makes or reads gets
 * `prefix`, while inputs, files and statements go to the parent. A story draws a movie's
 * scenes with the movie's own chain builders in the story's one graph this way.
 */
export class ScopedGraph extends FilterGraph {
  constructor(
    private readonly parent: FilterGraph,
    private readonly prefix: string,
  ) {
    super(parent.rate);
  }

  override file(path: string): number {
    return this.parent.file(path);
  }

  override input(path: string, options: string[] = []): number {
    return this.parent.input(path, options);
  }

  /** An input stream (`3:v`) is the parent's; any other label is this part's. */
  private scoped(label: string): string {
    return /^\d+:[va]$/.test(label) ? label : `${this.prefix}${label}`;
  }

  override addMany(inputs: readonly string[], filters: readonly string[], outputs: readonly string[]): void {
    this.parent.addMany(
      inputs.map((l) => this.scoped(l)),
      filters,
      outputs.map((l) => this.scoped(l)),
    );
  }

  /** The label the parent knows a label of this part by. */
  label(label: string): string {
    return this.scoped(label);
  }
}

/** An expression for a filter option: commas escaped for the graph parser. */
export function expr(text: string): string {
  return escapeForGraph(text);
}

export { num };
