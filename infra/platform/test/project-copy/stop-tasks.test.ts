import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { handedBack, stopTasks } from '../../src/project-copy/task-queue.ts';

/** A logger that keeps what it was told. */
function recordingLog() {
  const lines: Array<{ level: string; msg: string; fields: Record<string, unknown> }> = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => lines.push({ level, msg, fields });
  return { lines, log: { info: at('info'), error: at('error'), warn: at('warn') } as unknown as FastifyBaseLogger };
}

/** A running task that ends `delayMs` after its abort, as `outcome` says. */
function task(id: string, outcome: 'ends' | 'fails', delayMs = 5) {
  const controller = new AbortController();
  const finished = new Promise<void>((resolve, reject) => {
    controller.signal.addEventListener('abort', () =>
      setTimeout(() => (outcome === 'ends' ? resolve() : reject(new Error(`${id} could not clean up`))), delayMs),
    );
  });
  return { id, controller, finished };
}

describe('stopping the project tasks a process runs', () => {
  it('hands them back on a worker, says so with their ids, and waits for each', async () => {
    const { lines, log } = recordingLog();
    const tasks = [task('a', 'ends'), task('b', 'ends', 30)];
    let ended = false;
    void tasks[1]!.finished.then(() => (ended = true));
    await stopTasks(tasks, { handBack: true, reason: new Error('interrupted'), kind: 'copy', log });
    expect(ended).toBe(true);
    expect(tasks.every((one) => handedBack(one.controller.signal))).toBe(true);
    expect(lines).toContainEqual({
      level: 'info',
      msg: 'project tasks stopping to be handed back',
      fields: { kind: 'copy', tasks: ['a', 'b'] },
    });
  });

  it('stops them with the reason in one process', async () => {
    const { lines, log } = recordingLog();
    const reason = new Error('The copy was interrupted');
    const tasks = [task('a', 'ends')];
    await stopTasks(tasks, { handBack: false, reason, kind: 'publish', log });
    expect(tasks[0]!.controller.signal.reason).toBe(reason);
    expect(lines.map((line) => line.msg)).toEqual(['project tasks stopping']);
  });

  it('goes on when one task fails to end cleanly: the failure is logged, the others still awaited', async () => {
    const { lines, log } = recordingLog();
    const slow = task('slow', 'ends', 40);
    let slowEnded = false;
    void slow.finished.then(() => (slowEnded = true));
    await expect(
      stopTasks([task('broken', 'fails'), slow], { handBack: true, reason: undefined, kind: 'migrate', log }),
    ).resolves.toBeUndefined();
    expect(slowEnded).toBe(true);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      {
        level: 'error',
        msg: 'a stopped project task did not end cleanly',
        fields: expect.objectContaining({ kind: 'migrate', task: 'broken' }),
      },
    ]);
  });

  it('says nothing when nothing runs', async () => {
    const { lines, log } = recordingLog();
    await stopTasks([], { handBack: true, reason: undefined, kind: 'copy', log });
    expect(lines).toEqual([]);
  });
});
