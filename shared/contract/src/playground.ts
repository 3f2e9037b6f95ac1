import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, integer, object, string } from './schema.js';

/**
 * GET /accounts/auth/playground (docs/playground.md): a token reaching the example project
 * only, for 60 minutes; the console asks again after `RenewAfter` seconds.
 */
export const playgroundTokenResponse = object(
  { Token: string(), Expires: string(), RenewAfter: integer(), Prjuid: string(), Region: string() },
  ['Token', 'Expires', 'RenewAfter', 'Prjuid', 'Region'],
);
export type PlaygroundToken = FromSchema<typeof playgroundTokenResponse>;

/** A variable of an example and the value it renders with when none is sent. */
export const exampleVariableSchema = object({ key: string(), type: string(), default: string() }, [
  'key',
  'type',
  'default',
]);

/** GET /examples.json: the playground's examples, each a template of the example project. */
export const examplesSchema = object(
  {
    Examples: arrayOf(
      object(
        {
          name: string(),
          title: string(),
          description: string(),
          compdata: string(),
          width: integer(),
          height: integer(),
          fps: string(),
          assets: arrayOf(string()),
          variables: arrayOf(exampleVariableSchema),
        },
        ['name', 'title', 'description', 'compdata', 'width', 'height', 'fps', 'assets', 'variables'],
      ),
    ),
  },
  ['Examples'],
);
export type Examples = FromSchema<typeof examplesSchema>;
export type Example = Examples['Examples'][number];
