import { randomBytes } from 'node:crypto';

/**
 * A generated password: 18 random bytes (144 bits) as 24 URL-safe characters, shown once to
 * whoever made it (the account command, an admin's call) and never kept but as its hash.
 */
export function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}
