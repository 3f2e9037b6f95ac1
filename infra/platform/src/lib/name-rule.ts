import { NAME_RULE } from '@reelforge/contract';
import { nameProblem, type NameRuleOptions } from '@reelforge/model';
import type { FastifyServerOptions } from 'fastify';

type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;

interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

interface CheckName {
  (options: NameRuleOptions, data: unknown): boolean;
  errors?: KeywordError[];
}

/**
 * `{ type: 'string', nameRule: {...} }` in a schema of @reelforge/contract (segmentName,
 * labelName) refuses a name the way the console does, with the rule's own reason as the
 * message (see the error handler).
 * Only where a name is created or renamed: lookups and deletes take any stored name.
 */
export const nameRuleKeyword: AjvPlugin = (ajv) => {
  const check: CheckName = (options, data) => {
    const problem = typeof data === 'string' ? nameProblem(data, options) : undefined;
    check.errors = problem ? [{ keyword: NAME_RULE, message: problem, params: {} }] : [];
    return !problem;
  };
  return ajv.addKeyword({
    keyword: NAME_RULE,
    type: 'string',
    schemaType: 'object',
    errors: true,
    validate: check,
    metaSchema: {
      type: 'object',
      properties: { pathSegment: { type: 'boolean' }, maxLength: { type: 'integer' }, maxBytes: { type: 'integer' } },
      additionalProperties: false,
    },
  });
};
