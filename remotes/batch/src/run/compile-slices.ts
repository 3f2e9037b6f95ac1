/** Compiling a large job without freezing the page: slices of rows, with the UI served between them. */
import { COMPILE_SLICE, compileTasks, selectRows, type BatchTask, type CompileInput } from '@reelforge/model';

export interface SliceOptions {
  slice?: number;
  signal?: AbortSignal;
  /** Lets the page repaint between slices. */
  pause?: () => Promise<void>;
  onProgress?: (compiled: number, total: number) => void;
  log?: (message: string) => void;
}

export const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function compileInSlices(
  input: CompileInput,
  { slice = COMPILE_SLICE, signal, pause = nextTick, onProgress, log }: SliceOptions = {},
): Promise<BatchTask[]> {
  const total = selectRows(input.range, input.rows.length, log).length;
  const tasks: BatchTask[] = [];
  for (let from = 0; from < total; from += slice) {
    signal?.throwIfAborted();
    for (const task of compileTasks(input, from, from + slice)) tasks.push(task);
    onProgress?.(tasks.length, total);
    await pause();
  }
  signal?.throwIfAborted();
  return tasks;
}
