/*
 * Builders of the contract's JSON schemas. Most schemas are the same few shapes (an object of
 * named properties, some of them required and no others allowed; a string, an integer, an array
 * of one kind of item): written out each time, that scaffolding was most of this package. Here
 * each shape is written once. A builder returns the same plain data the literal was (Fastify
 * validates and serialises with it as before), and its `const` type parameters keep the literal
 * types the literal had `as const`, so FromSchema (json-schema-to-ts) still reads them and
 * derives exactly the same TypeScript types. The console imports the contract's types only, so
 * it loads none of this.
 *
 * `NoInfer` in the return types: a builder called inside another's argument (`string()` in
 * `object({ name: string() })`) would otherwise take its type parameters from what the outer
 * one expects there (any schema) instead of their defaults.
 */

/** Any schema, or the keywords added to one. */
type Schema = { readonly [keyword: string]: unknown };

/** One object type, as an `as const` literal's type is (not an intersection). */
type Flat<T> = { readonly [K in keyof T]: T[K] };

/**
 * An object schema: `required` names the properties it must have (none or `[]`: no `required`
 * keyword), and `additionalProperties: false` refuses (and the serialiser drops) any other,
 * unless `open`.
 */
export const object = <
  const P extends { readonly [name: string]: Schema },
  const R extends readonly (keyof P & string)[] = readonly [],
  Open extends boolean = false,
>(
  properties: P,
  required?: R,
  options?: { open?: Open },
) =>
  ({
    type: 'object',
    properties,
    ...(required?.length ? { required } : {}),
    ...(options?.open ? {} : { additionalProperties: false }),
  }) as unknown as Flat<
    { type: 'object'; properties: NoInfer<P> } & (R extends readonly [] ? unknown : { required: NoInfer<R> }) &
      (Open extends true ? unknown : { additionalProperties: false })
  >;

/** A schema of one `type`, with any keywords of it besides (`enum`, `minLength`, `pattern`...). */
const typed =
  <T extends string>(type: T) =>
  <const E extends Schema = {}>(extra?: E) =>
    ({ type, ...extra }) as unknown as Flat<{ type: T } & NoInfer<E>>;

export const string = typed('string');
export const integer = typed('integer');
export const number = typed('number');
export const boolean = typed('boolean');

/** An array of `items`, with any array keywords besides (`maxItems`). */
export const arrayOf = <const I extends Schema, const E extends Schema = {}>(items: I, extra?: E) =>
  ({ type: 'array', items, ...extra }) as unknown as Flat<{ type: 'array'; items: NoInfer<I> } & NoInfer<E>>;
