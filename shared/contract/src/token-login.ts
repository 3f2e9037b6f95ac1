import { object, string } from './schema.js';

/**
 * GET {iv}/tokenlogin?token&next (docs/reference.md §7, docs/compositions.md): the media host
 * checks the token and sends the browser on to `next`, a path of this host or an address on
 * the configured motion tracker's origin.
 */
export const tokenLoginQuery = object(
  { token: string({ maxLength: 200 }), next: string({ minLength: 1, maxLength: 4096 }) },
  ['token', 'next'],
  { open: true },
);
