/**
 * GET {iv}/tokenlogin?token&next (docs/reference.md §7, docs/compositions.md): the media host
 * checks the token and sends the browser on to `next`, a path of this host or an address on
 * the configured motion tracker's origin.
 */
export const tokenLoginQuery = {
  type: 'object',
  properties: {
    token: { type: 'string', maxLength: 200 },
    next: { type: 'string', minLength: 1, maxLength: 4096 },
  },
  required: ['token', 'next'],
} as const;
