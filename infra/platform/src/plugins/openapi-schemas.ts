import { NAME_RULE } from '@reelforge/contract';
import type { NameRuleOptions } from '@reelforge/model';
import { REGION_PARAM, WILDCARD_PARAM } from './openapi-paths.ts';

/**
 * The routes' schemas as the API document gives them (docs/api-document.md): JSON Schema
 * 2020-12 that any OpenAPI 3.1 reader knows. The platform's own `nameRule` keyword
 * (lib/name-rule.ts) becomes the `maxLength` and `pattern` that say most of it, the rest in
 * words, and its options as `x-name-rule`.
 */

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The characters the name rule refuses (shared/model/src/names.ts): controls and bidirectional controls.
const REFUSED = String.raw`\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069`;
// Not `.` or `..` (spaces around them too), not empty or only spaces.
const NOT_RESERVED = String.raw`^(?!\s*\.{1,2}\s*$)(?=.*\S)`;

/** The pattern a name of the rule matches: what a regular expression can say of it. */
export function nameRulePattern(pathSegment: boolean): string {
  return `${NOT_RESERVED}[^${REFUSED}${pathSegment ? String.raw`/\\` : ''}]*$`;
}

function nameRuleDescription({ pathSegment = true, maxLength, maxBytes }: NameRuleOptions): string {
  const parts = [
    'A name: not empty or only spaces, not . or .., no control or bidirectional characters',
    ...(pathSegment ? ['no / or \\ (full-width forms too)'] : []),
    ...(maxLength !== undefined ? [`at most ${maxLength} characters`] : []),
    ...(maxBytes !== undefined ? [`at most ${maxBytes} bytes in UTF-8`] : []),
  ];
  return `${parts.join('; ')} (docs/names-and-input.md).`;
}

function withNameRule(schema: Schema, options: NameRuleOptions): Schema {
  const { [NAME_RULE]: _rule, ...rest } = schema;
  const pathSegment = options.pathSegment ?? true;
  const maxLength =
    options.maxLength === undefined
      ? rest.maxLength
      : Math.min(options.maxLength, typeof rest.maxLength === 'number' ? rest.maxLength : Number.POSITIVE_INFINITY);
  const description = [rest.description, nameRuleDescription(options)].filter(Boolean).join(' ');
  return {
    ...rest,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(rest.pattern === undefined ? { pattern: nameRulePattern(pathSegment) } : {}),
    description,
    'x-name-rule': options,
  };
}

/** A schema (any part of one) with the platform's own keywords made standard, as a new object. */
export function documentSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(documentSchema) as T;
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = key === NAME_RULE ? value : documentSchema(value);
  const rule = copy[NAME_RULE];
  return (isSchema(rule) ? withNameRule(copy, rule as NameRuleOptions) : copy) as T;
}

const WILDCARD_SCHEMA = {
  type: 'string',
  description: 'The rest of the address, slashes included.',
};

/**
 * A route's path parameters as the document gives them: the wildcard named `path`, the
 * region prefix as `region` with the regions that serve the route, and every parameter of
 * the address present (a route without a params schema gets plain strings).
 */
export function documentParams(params: unknown, names: readonly string[], regions?: readonly string[]): Schema {
  const given = isSchema(params) ? params : {};
  const properties: Record<string, unknown> = {};
  if (regions) properties[REGION_PARAM] = { type: 'string', enum: [...regions], description: 'The region.' };
  const givenProperties = isSchema(given.properties) ? given.properties : {};
  for (const [name, schema] of Object.entries(givenProperties))
    properties[name === '*' ? WILDCARD_PARAM : name] =
      name === '*' ? { ...WILDCARD_SCHEMA, ...(schema as Schema) } : schema;
  for (const name of names) properties[name] ??= name === WILDCARD_PARAM ? WILDCARD_SCHEMA : { type: 'string' };
  return { ...given, type: 'object', properties, required: Object.keys(properties) };
}
