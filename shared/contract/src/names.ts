/**
 * The name rule of @reelforge/model as a JSON-schema keyword. A schema only names the rule
 * and its options (plain data); the platform registers the keyword with its validator and
 * applies `nameProblem` of @reelforge/model, so a refused name reads as the console's own
 * message. Only where a name is created or renamed: lookups and deletes take any stored name.
 */
export const NAME_RULE = 'nameRule';

/** A name the user gives that becomes a path segment (a file or URL segment). */
export const segmentName = (maxLength: number) => ({ type: 'string', nameRule: { maxLength } }) as const;

/** A name that is only shown (a project's, a version's label): slashes allowed. */
export const labelName = (maxLength?: number) =>
  ({
    type: 'string',
    nameRule: maxLength === undefined ? { pathSegment: false } : { pathSegment: false, maxLength },
  }) as const;
