import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-errors.ts';
import { ASSET_HLS_JOBS } from '../../src/media/hls-queue.ts';
import { THUMBNAIL_JOBS } from '../../src/media/thumbnail-queue.ts';
import { PROJECT_TASK_JOBS, type ProjectTaskJob } from '../../src/project-copy/task-queue.ts';
import { httpRefusals, inProcess, type JobDefinition, type JobRunner } from '../../src/queue/job-queue.ts';
import { RenderFailure } from '../../src/render/failure.ts';
import { PREVIEW_JOBS } from '../../src/render/preview-queue.ts';
import { renderFailures, renderRefusals } from '../../src/render/render-refusals.ts';
import { RENDER_JOBS } from '../../src/render/render-queue.ts';
import { SHARE_JOBS } from '../../src/share/share-queue.ts';

/** A refusal as it comes out of the other end of a queue: encoded by the worker, decoded by the caller. */
const across = <F>(refusals: { encode(error: unknown): F | undefined; decode(failure: F): Error }, error: unknown) => {
  const failure = refusals.encode(error);
  return failure === undefined ? undefined : refusals.decode(JSON.parse(JSON.stringify(failure)) as F);
};

describe('the in-process adapter', () => {
  it('runs the work here with the caller’s input and signal, and answers its result', async () => {
    const signal = new AbortController().signal;
    const seen: unknown[] = [];
    const runner: JobRunner<{ n: number }, string> = inProcess(async (input, given) => {
      seen.push(input, given);
      return `made ${input.n}`;
    });
    expect(await runner.run({ n: 3 }, signal)).toBe('made 3');
    expect(seen).toEqual([{ n: 3 }, signal]);
  });

  it('stops the work when the caller leaves (the signal reaches it)', async () => {
    const controller = new AbortController();
    const runner = inProcess(
      (_input: object, signal?: AbortSignal) =>
        new Promise<string>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    const running = runner.run({}, controller.signal);
    controller.abort(new Error('the request went away'));
    await expect(running).rejects.toThrow('the request went away');
  });

  it('throws a refusal as the work threw it, the same object', async () => {
    const refusal = new RenderFailure(400, 'Scene 1, frame 3: no such asset', 'session-1');
    const runner = inProcess(async () => {
      throw refusal;
    });
    await expect(runner.run({})).rejects.toBe(refusal);
  });
});

describe('refusals crossing a queue', () => {
  it('an HttpError comes back with its status, message and whether it is told', () => {
    const back = across(httpRefusals, new HttpError(503, 'the disk is busy', true));
    expect(back).toBeInstanceOf(HttpError);
    expect(back).toMatchObject({ statusCode: 503, message: 'the disk is busy', expose: true });
  });

  it('anything that is no HttpError is no refusal: the job fails', () => {
    expect(httpRefusals.encode(new Error('EIO'))).toBeUndefined();
    expect(renderRefusals.encode('a string')).toBeUndefined();
  });

  it('a RenderFailure keeps its session; the render queue takes only those', () => {
    const failure = new RenderFailure(500, 'Render failed (session s-9)', 's-9');
    const back = across(renderFailures, failure);
    expect(back).toBeInstanceOf(RenderFailure);
    expect(back).toMatchObject({ statusCode: 500, message: 'Render failed (session s-9)', sessionId: 's-9' });
    expect(renderFailures.encode(new HttpError(404, 'Project not found'))).toBeUndefined();
  });

  it('the preview and share queues take any HttpError, a RenderFailure still as one', () => {
    const plain = across(renderRefusals, new HttpError(404, 'Project not found'));
    expect(plain).not.toBeInstanceOf(RenderFailure);
    expect(plain).toMatchObject({ statusCode: 404, message: 'Project not found', expose: true });
    expect(across(renderRefusals, new RenderFailure(409, 'cancelled', 's-1'))).toBeInstanceOf(RenderFailure);
  });

  it('a job no worker made is a 504 or a 500, a RenderFailure naming no session for renders', () => {
    expect(renderFailures.lost(504, 'Render did not finish within 660 s')).toMatchObject({
      statusCode: 504,
      sessionId: '',
    });
    expect(httpRefusals.lost(500, 'Render failed: no worker could make it')).toMatchObject({
      statusCode: 500,
      expose: true,
    });
  });
});

describe('the seven queues, each a definition', () => {
  const names = (definitions: JobDefinition<never, object, unknown>[]) => definitions.map((each) => each.name);

  it('keep their BullMQ names', () => {
    expect(
      names([RENDER_JOBS, PREVIEW_JOBS, THUMBNAIL_JOBS, SHARE_JOBS, ASSET_HLS_JOBS, PROJECT_TASK_JOBS] as never),
    ).toEqual([
      'reelforge-render',
      'reelforge-preview',
      'reelforge-thumbnail',
      'reelforge-share',
      'reelforge-asset-hls',
      'reelforge-project-task',
    ]);
  });

  it('deduplicate a render token’s file by render and file, an older render call’s by project and key', () => {
    const frame = { renderId: 'r1', format: 'jpg', frame: 7 } as const;
    expect(RENDER_JOBS.key?.(frame)).toBe('r1.frame-7.jpg');
    expect(RENDER_JOBS.jobName(frame)).toBe('render');
    expect(RENDER_JOBS.key?.({ renderId: 'r1', format: 'mp4', frame: 0 })).toBe('r1.render.mp4');
    const legacy = {
      legacy: {
        region: 'eu-original-1',
        prjuid: 'p1',
        ownerId: 1,
        movieName: 'm',
        params: {},
        format: 'mp4',
        key: 'k',
      },
    } as const;
    expect(RENDER_JOBS.key?.(legacy)).toBe('legacy.eu-original-1.p1.k');
    expect(RENDER_JOBS.jobName(legacy)).toBe('legacy');
  });

  it('deduplicate a thumbnail by asset revision and size, a user’s file’s by file version and size', () => {
    const asset = { projectId: 4, projectRegion: 'us-east-1', name: 'a.png', revision: 2, uid: 'u9' };
    expect(THUMBNAIL_JOBS.key?.({ ...asset, request: { width: 120, ext: 'jpg' } })).toBe('4.us-east-1.u9.2.w120.jpg');
    const userFile = {
      kind: 'userfs',
      owner: { userId: 3, region: 'eu-west-1' },
      path: 'a/b.png',
      version: 'v1',
      request: { width: 64, ext: 'png' },
    } as const;
    expect(THUMBNAIL_JOBS.key?.(userFile)).toMatch(/^userfs\.eu-west-1\.3\.[0-9a-f]+\.v1\.w64\.png$/);
    expect(THUMBNAIL_JOBS.handedBackAtStop).toBe(false);
    expect(ASSET_HLS_JOBS.key?.(asset)).toBe('4.us-east-1.u9.2');
  });

  it('deduplicate a share’s video or poster by its file; previews are each their own', () => {
    expect(SHARE_JOBS.key?.({ shareId: 's', what: 'poster', file: 's.3.jpg' })).toBe('s.3.jpg');
    expect(SHARE_JOBS.jobName({ shareId: 's', what: 'poster', file: 's.3.jpg' })).toBe('poster');
    expect(PREVIEW_JOBS.key).toBeUndefined();
    expect(PREVIEW_JOBS.withdrawnWhenLeft).toBe(true);
  });

  it('give a publish one job per project and region, a copy or migration one per task', () => {
    const publish: ProjectTaskJob = {
      kind: 'publish',
      id: 't1',
      ownerId: 1,
      projectId: 8,
      prjuid: 'p',
      home: 'eu-west-1',
      region: 'us-east-1',
    };
    expect(PROJECT_TASK_JOBS.id?.(publish)).toBe('publish-8-us-east-1');
    expect(PROJECT_TASK_JOBS.id?.({ kind: 'migrate', id: 't2' })).toBe('migrate-t2');
    expect(PROJECT_TASK_JOBS.jobName({ kind: 'migrate', id: 't2' })).toBe('migrate');
  });
});
