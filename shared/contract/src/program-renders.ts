import type { ProgramRenderAccepted, ProgramRenderStatus } from '@reelforge/model/program-renders';
import type { FromSchema } from 'json-schema-to-ts';
import { number, object, string } from './schema.js';

/**
 * The render call made for programs (docs/api.md, "Rendering from code"), on the region API:
 * POST /v1/project/{prjuid}/renders starts a render of a stored movie, GET
 * /v1/project/{prjuid}/renders/{token} says where it stands.
 */

/** A stored movie by name, its variables' values (text, numbers or yes/no), and a format (default: the movie's own). */
export const programRenderBody = object(
  {
    movie: string({ minLength: 1 }),
    // Checked by the route, so a wrong value is named with its variable: the values must be text.
    variables: { type: 'object' },
    format: string({ minLength: 1 }),
  },
  ['movie'],
);
export type ProgramRenderBody = FromSchema<typeof programRenderBody>;

export const programRenderParams = object({ prjuid: string() }, ['prjuid'], { open: true });

export const programRenderStatusParams = object({ prjuid: string(), token: string() }, ['prjuid', 'token'], {
  open: true,
});

/** 202: the render has started; the same answer again for a retry with the same Idempotency-Key. */
export const programRenderAccepted = object(
  {
    token: string(),
    status: string({ enum: ['queued'] }),
    statusUrl: string(),
    resultUrl: string(),
  },
  ['token', 'status', 'statusUrl', 'resultUrl'],
);

export const programRenderStatusSchema = object(
  {
    token: string(),
    status: string({ enum: ['queued', 'rendering', 'done', 'failed'] }),
    progress: number({ minimum: 0, maximum: 1 }),
    url: string(),
    reason: string(),
  },
  ['token', 'status', 'progress'],
);

// Held to the model's entities at compile time (model-agreement.ts explains why).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type ProgramRenderAgreement = [
  Holds<Same<FromSchema<typeof programRenderAccepted>, ProgramRenderAccepted>>,
  Holds<Same<FromSchema<typeof programRenderStatusSchema>, ProgramRenderStatus>>,
];
