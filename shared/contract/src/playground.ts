import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /accounts/auth/playground (docs/playground.md): a token reaching the example project
 * only, for 60 minutes; the console asks again after `RenewAfter` seconds.
 */
export const playgroundTokenResponse = {
  type: 'object',
  properties: {
    Token: { type: 'string' },
    Expires: { type: 'string' },
    RenewAfter: { type: 'integer' },
    Prjuid: { type: 'string' },
    Region: { type: 'string' },
  },
  required: ['Token', 'Expires', 'RenewAfter', 'Prjuid', 'Region'],
  additionalProperties: false,
} as const;
export type PlaygroundToken = FromSchema<typeof playgroundTokenResponse>;

/** A variable of an example and the value it renders with when none is sent. */
export const exampleVariableSchema = {
  type: 'object',
  properties: { key: { type: 'string' }, type: { type: 'string' }, default: { type: 'string' } },
  required: ['key', 'type', 'default'],
  additionalProperties: false,
} as const;

/** GET /examples.json: the playground's examples, each a template of the example project. */
export const examplesSchema = {
  type: 'object',
  properties: {
    Examples: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
          compdata: { type: 'string' },
          width: { type: 'integer' },
          height: { type: 'integer' },
          fps: { type: 'string' },
          assets: { type: 'array', items: { type: 'string' } },
          variables: { type: 'array', items: exampleVariableSchema },
        },
        required: ['name', 'title', 'description', 'compdata', 'width', 'height', 'fps', 'assets', 'variables'],
        additionalProperties: false,
      },
    },
  },
  required: ['Examples'],
  additionalProperties: false,
} as const;
export type Examples = FromSchema<typeof examplesSchema>;
export type Example = Examples['Examples'][number];
