import { ApiError } from '@reelforge/api';
import { isPassingFailure } from './exit-codes.ts';

/** Where a command writes and which folder its files are named from. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  /** Progress and failures; a terminal gets a progress bar. */
  stderr: { write(text: string): unknown; isTTY?: boolean };
  cwd: string;
}

const TRIES = 3;

/**
 * `work`, tried again (up to three times, a second more between each) while the platform
 * cannot be reached or is not ready: a render's start keeps its Idempotency-Key, so a retry
 * never renders twice.
 */
export async function retrying<T>(work: () => Promise<T>, io: CliIo): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ApiError) || !isPassingFailure(error.status) || attempt >= TRIES) throw error;
      io.stderr.write(`${error.message}: trying again\n`);
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
    }
  }
}

/** A size in words: "812 B", "12.3 KB", "4.5 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
