import type { OutputFormat } from '@reelforge/model';
import type { JobRunner } from '../queue/job-queue.ts';
import type { RenderRow } from './render-store.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { RenderedFile } from './stored-renders.ts';

/** A token's render request and where its project lives. */
export interface RenderTicket {
  row: RenderRow;
  project: ProjectRef & { ownerId: number };
}

/**
 * The token and where its caller reached the platform (`http://host:port`), given with an order
 * when the project's webhooks want the render's events: their body links the file
 * (webhooks/README.md). The token is not stored, so it travels with the order only then.
 */
export interface RenderLink {
  token: string;
  address: string;
}

/** One file of a token's render: its format, and the frame of a frame format. */
export interface RenderOrder {
  ticket: RenderTicket;
  format: OutputFormat;
  frame: number;
  link?: RenderLink | undefined;
}

/**
 * Where a render token's file is made (docs/scale-out.md): in this process (the embedded
 * mode and worker processes), or by a worker process through the render queue (an api
 * process with Redis: render-queue.ts). Either way the answer is the same file, or the same
 * RenderFailure (its status and message).
 */
export type RenderRunner = JobRunner<RenderOrder, RenderedFile>;
