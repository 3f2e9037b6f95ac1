import type { OutputFormat } from '@reelforge/model';
import type { RenderRow } from './render-store.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { RenderedFile } from './stored-renders.ts';

/** A token's render request and where its project lives. */
export interface RenderTicket {
  row: RenderRow;
  project: ProjectRef & { ownerId: number };
}

/**
 * Where a render token's file is made (docs/scale-out.md): in this process (the embedded
 * mode and worker processes), or by a worker process through the render queue (an api
 * process with Redis: render/render-queue.ts). Either way the answer is the same file, or
 * the same RenderFailure (its status and message).
 */
export interface RenderRunner {
  /** The render, made on first request; `signal` leaves it. */
  output(ticket: RenderTicket, format: OutputFormat, frame: number, signal?: AbortSignal): Promise<RenderedFile>;
}

/** Today's path: this process renders, through RenderTokenService.outputHere. */
export const inProcessRunner = (renderHere: RenderRunner['output']): RenderRunner => ({ output: renderHere });
